import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Field } from './field';
import { LocationInput } from './location-input';

/** A From/To field with place suggestions, wired to a react-hook-form control. */
export function LocationField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <LocationInput
            id={id}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="City, state"
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
    </Field>
  );
}
