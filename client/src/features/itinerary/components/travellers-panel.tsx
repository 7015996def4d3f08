import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { GenerateTripInput } from '@shared/schemas/plan';
import {
  FREE_OVERNIGHTS_LABEL,
  HORSES_LABEL,
  MILITARY_ACCESS_LABEL,
  travellersFormSchema,
  travellersFormValuesOf,
  travellersOf,
  travellersSummary,
} from '@shared/schemas/travellers';
import { FreeOvernightsField, TravellersFields } from '@/components/forms/travellers-fields';
import type { SettingsFormProps, SettingsPanelProps } from './settings-form-actions';
import { SETTINGS_PANELS, SettingsFormActions, SettingsPanel } from './settings-form-actions';

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
function WhoForm({ plan, busy, onSave, onCancel }: SettingsFormProps<WhoSettings>) {
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

/** Trip settings on the results page: who travels and free overnights; the owner can change them. */
export function TravellersPanel(panel: SettingsPanelProps<WhoSettings>) {
  const { travellers, preferFreeOvernights, militaryAccess, horses } = panel.plan.input;
  return (
    <SettingsPanel {...SETTINGS_PANELS.who} form={WhoForm} panel={panel}>
      <p className="mt-2 text-sm text-stone-700" data-testid="travellers-summary">
        {travellers
          ? `${travellersSummary(travellers)}.`
          : 'Not set (planned for adults, no children or pets).'}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {FREE_OVERNIGHTS_LABEL}: {preferFreeOvernights ? 'on (one-night stops on the road)' : 'off'}
      </p>
      {/* Private to the owner: a shared plan's request leaves military access out. */}
      {panel.readOnly ? null : (
        <p className="mt-1 text-sm text-stone-700" data-testid="place-access-summary">
          {MILITARY_ACCESS_LABEL}: {militaryAccess ? 'yes' : 'no'}. {HORSES_LABEL}: {horses ? 'yes' : 'no'}.
        </p>
      )}
    </SettingsPanel>
  );
}
