import type { FieldValues } from 'react-hook-form';
import type { ControlledProps } from '@/components/forms/controlled-fields';
import { BoundField } from '@/components/forms/controlled-fields';
import { LocationInput } from './location-input';

/** A From/To field with place suggestions, wired to a react-hook-form control. */
export function LocationField<T extends FieldValues>(props: ControlledProps<T> & { label: string }) {
  const id = props.id ?? props.name;
  return (
    <BoundField {...props}>
      {(field, aria) => (
        <LocationInput
          id={id}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          placeholder="City, state"
          invalid={Boolean(aria['aria-invalid'])}
          describedBy={aria['aria-describedby']}
        />
      )}
    </BoundField>
  );
}
