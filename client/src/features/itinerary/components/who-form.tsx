import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { travellersFormSchema, travellersFormValuesOf, travellersOf } from '@shared/schemas/travellers';
import { FreeOvernightsField, TravellersFields } from '@/components/forms/travellers-fields';
import type { SettingsFormProps } from './settings-form-actions';
import { SettingsFormActions } from './settings-form-actions';

export type WhoSettings = Pick<
  GenerateTripInput,
  'travellers' | 'preferFreeOvernights' | 'militaryAccess' | 'horses'
>;

const whoFormSchema = z.object({
  travellers: travellersFormSchema,
  preferFreeOvernights: z.boolean(),
  militaryAccess: z.boolean(),
  horses: z.boolean(),
});
type WhoFormValues = z.infer<typeof whoFormSchema>;

/** The trip's travellers and free-overnights settings as a form; saving re-plans the trip with them. */
export default function WhoForm({ plan, busy, onSave, onCancel }: SettingsFormProps<WhoSettings>) {
  const form = useForm<WhoFormValues>({
    resolver: zodResolver(whoFormSchema),
    defaultValues: {
      travellers: travellersFormValuesOf(plan.input.travellers),
      preferFreeOvernights: plan.input.preferFreeOvernights === true,
      militaryAccess: plan.input.militaryAccess === true,
      horses: plan.input.horses === true,
    },
  });
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      aria-label="Who travels and overnights settings"
      onSubmit={form.handleSubmit((values) =>
        onSave({
          travellers: travellersOf(values.travellers),
          preferFreeOvernights: values.preferFreeOvernights ? true : undefined,
          militaryAccess: values.militaryAccess ? true : undefined,
          horses: values.horses ? true : undefined,
        }),
      )}
    >
      <TravellersFields form={form} idPrefix="settings" />
      <FreeOvernightsField form={form} idPrefix="settings" />
      <SettingsFormActions busy={busy} saveLabel="Save who travels" onCancel={onCancel} />
    </form>
  );
}
