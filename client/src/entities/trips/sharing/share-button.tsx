import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authToken } from '@/lib/api-client';
import { copyLink } from '@/lib/share';
import { useShareSettings } from './use-share-settings';

export const PRIVATE_DETAILS_LABEL = 'Include private details (notes, stop names and anything typed, expenses, confirmation numbers)';

type Props = {
  tripId: string;
  /** The link to share: the page the owner is on. */
  url: string;
  /** The button's text where SPEC names it ('Share', 'Share Trip'). */
  label: string;
  size?: 'sm' | 'md';
  /** Someone else's shared trip: only its link can be passed on. */
  readOnly?: boolean;
};

/**
 * The Share action. Signed out, trips live on this device only, so it copies the link as it is
 * (and so does someone else's shared trip).
 * Signed in, it opens the share settings: whether the link is live, whether readers see the private
 * details, the link to copy, and Stop sharing.
 */
export function ShareButton({ tripId, url, label, size = 'sm', readOnly = false }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        aria-haspopup={readOnly ? undefined : 'dialog'}
        onClick={() => {
          if (authToken() && !readOnly) setOpen(true);
          else void copyLink(url);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <ShareDialogContent tripId={tripId} url={url} /> : null}
      </Dialog>
    </>
  );
}

type Settings = ReturnType<typeof useShareSettings>;

function ShareStatusLine({ shared, withPrivate }: { shared: boolean; withPrivate: boolean }) {
  return (
    <p role="status" className="text-sm font-medium">
      {shared
        ? withPrivate
          ? 'Shared: the link opens for anyone, with private details.'
          : 'Shared: the link opens for anyone, without private details.'
        : 'Not shared: only you can open this trip.'}
    </p>
  );
}

/** The trip's link, read-only and selected on focus, with Copy link once it is shared. */
function TripLinkField({ url, shared, busy }: { url: string; shared: boolean; busy: boolean }) {
  const linkId = useId();
  return (
    <div>
      <Label htmlFor={linkId}>Trip link</Label>
      <div className="mt-1 flex gap-2">
        <input
          id={linkId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-8 min-w-0 flex-1 rounded border border-stone-300 bg-stone-50 px-2 text-sm"
        />
        {shared ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void copyLink(url)}>
            Copy link
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Share (or update) and copy the link, or stop sharing after a confirmation. */
function ShareActions({ settings }: { settings: Settings }) {
  const { busy, shared, changed, confirmingStop, setConfirmingStop, share, stop } = settings;
  if (confirmingStop)
    return (
      <div
        role="alertdialog"
        aria-label="Stop sharing?"
        className="space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm"
      >
        <p>Stop sharing this trip? The link will stop working for everyone but you.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" size="sm" disabled={busy} onClick={() => void stop()}>
            Yes, stop sharing
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmingStop(false)}>
            Keep sharing
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {!shared || changed ? (
        <Button size="sm" disabled={busy} onClick={() => void share()}>
          {shared ? 'Update and copy link' : 'Share and copy link'}
        </Button>
      ) : null}
      {shared ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmingStop(true)}>
          Stop sharing
        </Button>
      ) : null}
    </div>
  );
}

function ShareDialogContent({ tripId, url }: { tripId: string; url: string }) {
  const settings = useShareSettings(tripId, url);
  const { status, busy, includePrivate } = settings;
  const checkboxId = useId();

  return (
    <DialogContent
      title="Share trip"
      description="A shared trip opens read-only for anyone with its link. Only you can change it."
    >
      {status.kind === 'loading' ? (
        <div className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner size="small" label="Loading sharing settings" /> Loading sharing settings…
        </div>
      ) : status.kind === 'error' ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-red-800">{status.message}</p>
          <Button variant="outline" size="sm" onClick={settings.load}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <ShareStatusLine shared={settings.shared} withPrivate={status.state.includePrivateDetails} />
          <div className="flex items-start gap-2">
            <Checkbox
              id={checkboxId}
              checked={includePrivate}
              disabled={busy}
              onCheckedChange={(value) => settings.setIncludePrivate(value === true)}
            />
            <Label htmlFor={checkboxId} className="leading-5">
              {PRIVATE_DETAILS_LABEL}
            </Label>
          </div>
          <TripLinkField url={url} shared={settings.shared} busy={busy} />
          <ShareActions settings={settings} />
        </div>
      )}
    </DialogContent>
  );
}
