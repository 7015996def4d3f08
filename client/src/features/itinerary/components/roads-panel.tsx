import { lazy } from 'react';
import type { RoadSettings } from './roads-form';
import type { SettingsPanelProps } from './settings-form-actions';
import { SETTINGS_PANELS, SettingsPanel } from './settings-form-actions';
import { useWarmChunk } from '@/lib/use-warm-chunk';

const loadRoadsForm = () => import('./roads-form');
const RoadsForm = lazy(loadRoadsForm);

/** Trip settings on the results page: the roads the plan keeps off; the owner can change them. */
export function RoadsPanel(panel: SettingsPanelProps<RoadSettings>) {
  // A read-only view (a shared trip) has no button that opens the form.
  useWarmChunk(loadRoadsForm, !panel.readOnly);
  return (
    <SettingsPanel {...SETTINGS_PANELS.roads} form={RoadsForm} panel={panel}>
      <p className="mt-2 text-sm text-stone-700" data-testid="passes-summary">
        Avoid mountain passes:{' '}
        {panel.plan.input.avoidPasses
          ? 'on (the high passes are kept off at any time of year where a way round exists)'
          : 'off (from November to April a high pass is still gone around when a way at most about 15 % longer exists)'}
      </p>
    </SettingsPanel>
  );
}
