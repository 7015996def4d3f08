import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SelectOption } from '@/components/ui/select';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ChipGroup } from './chip-group';
import { Field, errorProps } from './field';

/** A form field bound by name to a react-hook-form control; `id` defaults to the name. */
export type ControlledProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  id?: string;
};

type FieldRender<T extends FieldValues> = (
  field: ControllerRenderProps<T, FieldPath<T>>,
  aria: ReturnType<typeof errorProps>,
) => ReactNode;

/** Label, the control `children` renders and its error (from the form's schema) in red under it. */
export function BoundField<T extends FieldValues>({
  control,
  name,
  id = name,
  label,
  help,
  children,
}: ControlledProps<T> & { label: string; help?: string; children: FieldRender<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} help={help} error={fieldState.error?.message}>
          {children(field, errorProps(id, fieldState.error?.message, Boolean(help)))}
        </Field>
      )}
    />
  );
}

/** A labelled select. */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  ...props
}: ControlledProps<T> & { label: string; options: SelectOption[]; placeholder: string }) {
  return (
    <BoundField {...props}>
      {(field, aria) => (
        <Select
          id={props.id ?? props.name}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          placeholder={placeholder}
          {...aria}
        />
      )}
    </BoundField>
  );
}

/** A labelled text-like input (date, number, text), with optional help text under it. */
export function InputField<T extends FieldValues>({
  control,
  name,
  id = name,
  label,
  help,
  ...inputProps
}: ControlledProps<T> & { label: string; help?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'name' | 'value' | 'onChange' | 'onBlur'
  >) {
  return (
    <BoundField control={control} name={name} id={id} label={label} help={help}>
      {(field, aria) => (
        <Input
          id={id}
          {...inputProps}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...aria}
        />
      )}
    </BoundField>
  );
}

/** An on/off switch with its label beside it and an optional description under the label. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  id = name,
  label,
  description,
  className,
}: ControlledProps<T> & { label: string; description?: ReactNode; className?: string }) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className ?? 'flex items-center gap-3'}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            className={description ? 'mt-0.5' : undefined}
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-describedby={descriptionId}
          />
        )}
      />
      {description ? (
        <div>
          <Label htmlFor={id}>{label}</Label>
          <p id={descriptionId} className="text-sm text-stone-600">
            {description}
          </p>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
    </div>
  );
}

/** Checkable chips bound to a string-array field. */
export function ChipGroupField<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  format,
}: Omit<ControlledProps<T>, 'id'> & {
  legend: string;
  options: readonly string[];
  format?: (option: string) => string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChipGroup
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          format={format}
        />
      )}
    />
  );
}
