import type { ComponentType, ReactNode } from 'react';
import { Suspense, useState } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** What a results-page settings panel is given: saving re-plans the trip with the settings. */
export type SettingsPanelProps<T> = {
  plan: TripPlan;
  readOnly: boolean;
  busy: boolean;
  onSave: (settings: T) => Promise<void>;
};

/** What the panel's form is given while the owner edits. */
export type SettingsFormProps<T> = {
  plan: TripPlan;
  busy: boolean;
  onSave: (settings: T) => void;
  onCancel: () => void;
};

/** The results page's settings panels: each one's heading and the owner's button to change it. */
export const SETTINGS_PANELS = {
  rigCosts: { headingId: 'rig-costs-heading', title: 'Rig and costs', changeLabel: 'Change rig and costs' },
  who: { headingId: 'travellers-heading', title: 'Who travels', changeLabel: 'Change who travels' },
  roads: { headingId: 'roads-heading', title: 'Roads', changeLabel: 'Change road settings' },
} as const;

/**
 * A results-page settings panel: its heading, a "Change ..." button for the owner, the summary
 * (children), and the form while editing; the form closes once the re-plan has been saved.
 */
export function SettingsPanel<T>({
  headingId,
  title,
  changeLabel,
  form: Form,
  panel: { plan, readOnly, busy, onSave },
  children,
}: {
  headingId: string;
  title: string;
  changeLabel: string;
  form: ComponentType<SettingsFormProps<T>>;
  panel: SettingsPanelProps<T>;
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {readOnly || editing ? null : (
          <Button variant="outline" size="sm" className="no-print" onClick={() => setEditing(true)}>
            {changeLabel}
          </Button>
        )}
      </div>
      {children}
      {editing ? (
        // The form's code is loaded when it is first opened (the panels import it lazily).
        <Suspense fallback={<Spinner label={`Loading the ${title.toLowerCase()} form`} />}>
          <Form
            plan={plan}
            busy={busy}
            onCancel={() => setEditing(false)}
            onSave={(settings) => void onSave(settings).then(() => setEditing(false))}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** Save and Cancel under a results-page settings form; saving re-plans, so Save says so while busy. */
export function SettingsFormActions({
  busy,
  saveLabel,
  onCancel,
}: {
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy}>
        {busy ? (
          <>
            <Spinner size="small" /> Re-planning...
          </>
        ) : (
          saveLabel
        )}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
