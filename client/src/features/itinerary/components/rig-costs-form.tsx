import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { GenerateTripInput } from '@shared/schemas/plan';
import type { RigSettingsFormValues } from '@shared/schemas/rig-form';
import { rigAndMoneyFormValuesOf, rigSettingsFormSchema, rigSettingsInputOf } from '@shared/schemas/rig-form';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import type { SettingsFormProps } from './settings-form-actions';
import { SettingsFormActions } from './settings-form-actions';

export type RigSettings = Pick<GenerateTripInput, 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'>;

/** The trip's rig and money settings as a form; saving re-plans the trip with them. */
export default function RigCostsForm({ plan, busy, onSave, onCancel }: SettingsFormProps<RigSettings>) {
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
