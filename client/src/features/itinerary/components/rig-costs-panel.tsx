import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import type { RigSettingsFormValues } from '@shared/schemas/rig-form';
import { rigAndMoneyFormValuesOf, rigSettingsFormSchema, rigSettingsInputOf } from '@shared/schemas/rig-form';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import { CostBasis, rigSummary } from '@/components/trip/cost-basis';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SettingsFormActions } from './settings-form-actions';
import { formatRvType, formatUsd } from '@/lib/format';

export type RigSettings = Pick<GenerateTripInput, 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'>;

/** The trip's rig and money settings as a form; saving re-plans the trip with them. */
function RigCostsForm({
  plan,
  busy,
  onSave,
  onCancel,
}: {
  plan: TripPlan;
  busy: boolean;
  onSave: (settings: RigSettings) => void;
  onCancel: () => void;
}) {
  const form = useForm<RigSettingsFormValues>({
    resolver: zodResolver(rigSettingsFormSchema),
    defaultValues: rigAndMoneyFormValuesOf(plan.input),
  });
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      aria-label="Rig and costs settings"
      onSubmit={form.handleSubmit((values) => onSave(rigSettingsInputOf(values)))}
    >
      <RigFields form={form} rvType={plan.input.rvType ?? 'travel-trailer'} idPrefix="settings" />
      <MoneyFields form={form} rvType={plan.input.rvType ?? 'travel-trailer'} idPrefix="settings" />
      <p className="text-xs text-stone-600">
        Saving re-plans the trip for this rig: parks, fuel stops and costs follow it, and your own edits are
        kept.
      </p>
      <SettingsFormActions busy={busy} saveLabel="Save rig and costs" onCancel={onCancel} />
    </form>
  );
}

/**
 * The trip's settings on the results page: the rig the plan is for, the nightly budget, and how the
 * plan's costs were worked out (camping and fuel basis). The owner can change them.
 */
export function RigCostsPanel({
  plan,
  readOnly,
  busy,
  onSave,
}: {
  plan: TripPlan;
  readOnly: boolean;
  busy: boolean;
  onSave: (settings: RigSettings) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const { input } = plan;
  const rvType = input.rvType ?? 'travel-trailer';
  const rig = input.rig ?? RIG_DEFAULTS[rvType];
  return (
    <Card role="region" aria-labelledby="rig-costs-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="rig-costs-heading" className="text-lg font-semibold">
          Rig and costs
        </h2>
        {readOnly || editing ? null : (
          <Button variant="outline" size="sm" className="no-print" onClick={() => setEditing(true)}>
            Change rig and costs
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-700" data-testid="rig-summary">
        {formatRvType(rvType)}: {rigSummary(rig)}
        {input.rig ? '' : ' (typical for this RV type)'}.
      </p>
      <p className="mt-1 text-sm text-stone-700">
        Nightly camping budget:{' '}
        {input.nightlyBudget !== undefined
          ? formatUsd(input.nightlyBudget)
          : 'not set (the RV-type estimate is used)'}
      </p>
      <CostBasis plan={plan} className="mt-2 space-y-1 text-sm text-stone-700" />
      {editing ? (
        <RigCostsForm
          plan={plan}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(settings) => void onSave(settings).then(() => setEditing(false))}
        />
      ) : null}
    </Card>
  );
}
