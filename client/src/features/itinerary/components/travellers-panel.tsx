import { lazy } from 'react';
import {
  FREE_OVERNIGHTS_LABEL,
  HORSES_LABEL,
  MILITARY_ACCESS_LABEL,
  travellersSummary,
} from '@shared/schemas/travellers';
import type { WhoSettings } from './who-form';
import type { SettingsPanelProps } from './settings-form-actions';
import { SETTINGS_PANELS, SettingsPanel } from './settings-form-actions';
import { useWarmChunk } from '@/lib/use-warm-chunk';

// The form (react-hook-form, its zod resolver, the travellers fields) loads when the owner opens it.
const loadWhoForm = () => import('./who-form');
const WhoForm = lazy(loadWhoForm);

/** Trip settings on the results page: who travels and free overnights; the owner can change them. */
export function TravellersPanel(panel: SettingsPanelProps<WhoSettings>) {
  // A read-only view (a shared trip) has no button that opens the form.
  useWarmChunk(loadWhoForm, !panel.readOnly);
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
