import type { FormEventHandler, ReactNode } from 'react';
import { useState } from 'react';
import type { FieldValues, Path, UseFormProps } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FormAlert } from '@/components/forms/form-alert';
import type { ButtonProps } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { failureText } from '../api/failure-text';

/**
 * The account forms' one submit flow: validate with the shared schema, clear the last failure, run
 * `action`, and show the server's message (or `fallback`) when it throws. `action` may instead
 * return a message to show without calling the server.
 */
export function useAuthForm<TInput extends FieldValues, TOutput extends FieldValues>(
  options: UseFormProps<TInput, unknown, TOutput>,
  fallback: string,
  action: (values: TOutput) => Promise<string | void>,
) {
  const form = useForm(options);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const message = await action(values);
      if (message) setFailure(message);
    } catch (error) {
      setFailure(failureText(error, fallback));
    }
  });
  /** Props for a TextField: the registered input and its schema error. */
  const field = (name: Path<TInput>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return { form, failure, setFailure, onSubmit, field, busy: form.formState.isSubmitting };
}

/**
 * A form with its failure alert on top and the fields as children; with `submit`, a full-width
 * submit button ends it (the sign-in cards), else the children hold the buttons.
 */
export function AuthForm({
  onSubmit,
  failure,
  label,
  className = 'space-y-4',
  submit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  label?: string;
  className?: string;
  submit?: { label: string; busyLabel: string; busy: boolean };
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label={label}>
      <FormAlert message={failure} />
      {children}
      {submit ? (
        <SubmitButton className="w-full" busy={submit.busy} busyLabel={submit.busyLabel}>
          {submit.label}
        </SubmitButton>
      ) : null}
    </form>
  );
}

/** The submit button: disabled and naming what happens while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** Under the sign-in and sign-up cards: the way to the other one, then back home. */
export function AuthSwitchFooter({
  prompt,
  href,
  linkText,
}: {
  prompt: string;
  href: string;
  linkText: string;
}) {
  return (
    <>
      <p className="mt-6 text-center text-sm text-stone-700">
        {prompt}{' '}
        <Link href={href} className="font-medium text-brand-700 hover:underline">
          {linkText}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link href={paths.home} className="text-stone-600 hover:underline">
          Back to home
        </Link>
      </p>
    </>
  );
}

/** The way back to sign-in under the password-reset cards. */
export function BackToSignIn({
  className = 'font-medium text-brand-700 hover:underline',
}: {
  className?: string;
}) {
  return (
    <Link href={paths.login} className={className}>
      Back to Sign In
    </Link>
  );
}
