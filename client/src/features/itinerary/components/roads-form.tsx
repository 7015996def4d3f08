import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { SettingsFormProps } from './settings-form-actions';
import { SettingsFormActions } from './settings-form-actions';

/** The trip's road choice the settings keep: mountain passes kept off at any time of year, or not. */
export type RoadSettings = { avoidPasses: boolean };

/** The trip's road settings as a form; saving re-plans the trip with them. */
export default function RoadsForm({ plan, busy, onSave, onCancel }: SettingsFormProps<RoadSettings>) {
  const [avoidPasses, setAvoidPasses] = useState(plan.input.avoidPasses === true);
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      aria-label="Road settings"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ avoidPasses });
      }}
    >
      <div className="flex items-center gap-3">
        <Switch id="settings-avoid-passes" checked={avoidPasses} onCheckedChange={setAvoidPasses} />
        <Label htmlFor="settings-avoid-passes">Avoid mountain passes</Label>
      </div>
      <p className="text-xs text-stone-600">
        Saved with the trip: every plan of it, on any dates, keeps off the high passes where a way round
        exists. Saving re-plans the trip, and your own edits are kept.
      </p>
      <SettingsFormActions busy={busy} saveLabel="Save road settings" onCancel={onCancel} />
    </form>
  );
}
