import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

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
