import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import type { RigSettingsFormValues } from '@shared/schemas/rig-form';
import { rigAndMoneyFormValuesOf, rigSettingsFormSchema, rigSettingsInputOf } from '@shared/schemas/rig-form';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import { CostBasis, rigSummary } from '@/components/trip/cost-basis';
import type { SettingsFormProps, SettingsPanelProps } from './settings-form-actions';
import { SETTINGS_PANELS, SettingsFormActions, SettingsPanel } from './settings-form-actions';
import { formatRvType, formatUsd } from '@/lib/format';

export type RigSettings = Pick<GenerateTripInput, 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'>;

/** The trip's rig and money settings as a form; saving re-plans the trip with them. */
function RigCostsForm({ plan, busy, onSave, onCancel }: SettingsFormProps<RigSettings>) {
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
export function RigCostsPanel(panel: SettingsPanelProps<RigSettings>) {
  const { input } = panel.plan;
  const rvType = input.rvType ?? 'travel-trailer';
  const rig = input.rig ?? RIG_DEFAULTS[rvType];
  return (
    <SettingsPanel {...SETTINGS_PANELS.rigCosts} form={RigCostsForm} panel={panel}>
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
      <CostBasis plan={panel.plan} className="mt-2 space-y-1 text-sm text-stone-700" />
    </SettingsPanel>
  );
}
