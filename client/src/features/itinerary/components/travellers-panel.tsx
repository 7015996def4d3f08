import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
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
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
function WhoForm({
  plan,
  busy,
  onSave,
  onCancel,
}: {
  plan: TripPlan;
  busy: boolean;
  onSave: (settings: WhoSettings) => void;
  onCancel: () => void;
}) {
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
export function TravellersPanel({
  plan,
  readOnly,
  busy,
  onSave,
}: {
  plan: TripPlan;
  readOnly: boolean;
  busy: boolean;
  onSave: (settings: WhoSettings) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const { travellers, preferFreeOvernights, militaryAccess, horses } = plan.input;
  return (
    <Card role="region" aria-labelledby="travellers-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="travellers-heading" className="text-lg font-semibold">
          Who travels
        </h2>
        {readOnly || editing ? null : (
          <Button variant="outline" size="sm" className="no-print" onClick={() => setEditing(true)}>
            Change who travels
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-700" data-testid="travellers-summary">
        {travellers
          ? `${travellersSummary(travellers)}.`
          : 'Not set (planned for adults, no children or pets).'}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {FREE_OVERNIGHTS_LABEL}: {preferFreeOvernights ? 'on (one-night stops on the road)' : 'off'}
      </p>
      {/* Private to the owner: a shared plan's request leaves military access out. */}
      {readOnly ? null : (
        <p className="mt-1 text-sm text-stone-700" data-testid="place-access-summary">
          {MILITARY_ACCESS_LABEL}: {militaryAccess ? 'yes' : 'no'}. {HORSES_LABEL}: {horses ? 'yes' : 'no'}.
        </p>
      )}
      {editing ? (
        <WhoForm
          plan={plan}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(settings) => void onSave(settings).then(() => setEditing(false))}
        />
      ) : null}
    </Card>
  );
}
