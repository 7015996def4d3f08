import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from './password-input';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  error?: string;
  /** Renders a password field with a show/hide toggle naming this. */
  passwordToggle?: string;
  hint?: ReactNode;
};

/** Label, control and the field's error in red under it, wired with aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { id, label, error, passwordToggle, hint, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  const control = {
    id,
    ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...props,
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">
        {passwordToggle ? <PasswordInput toggleLabel={passwordToggle} {...control} /> : <Input {...control} />}
      </div>
      {hint && !error ? <p className="mt-1 text-xs text-stone-600">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
});

type TextFieldProps = ComponentProps<typeof TextField>;

/** A new password and its confirmation, both with show/hide toggles and new-password autofill. */
export function NewPasswordFields({
  password,
  confirmation,
  hint,
}: {
  password: TextFieldProps;
  confirmation: TextFieldProps;
  hint: string;
}) {
  return (
    <>
      <TextField autoComplete="new-password" hint={hint} {...password} />
      <TextField autoComplete="new-password" passwordToggle="password confirmation" {...confirmation} />
    </>
  );
}
