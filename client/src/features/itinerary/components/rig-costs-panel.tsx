import { lazy } from 'react';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { CostBasis, rigSummary } from '@/components/trip/cost-basis';
import type { RigSettings } from './rig-costs-form';
import type { SettingsPanelProps } from './settings-form-actions';
import { SETTINGS_PANELS, SettingsPanel } from './settings-form-actions';
import { formatRvType, formatUsd } from '@/lib/format';
import { useWarmChunk } from '@/lib/use-warm-chunk';

// The form (react-hook-form, its zod resolver, the rig fields and their selects) loads when the owner
// opens it, not with every itinerary.
const loadRigCostsForm = () => import('./rig-costs-form');
const RigCostsForm = lazy(loadRigCostsForm);

/**
 * The trip's settings on the results page: the rig the plan is for, the nightly budget, and how the
 * plan's costs were worked out (camping and fuel basis). The owner can change them.
 */
export function RigCostsPanel(panel: SettingsPanelProps<RigSettings>) {
  // A read-only view (a shared trip) has no button that opens the form.
  useWarmChunk(loadRigCostsForm, !panel.readOnly);
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
