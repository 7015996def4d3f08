import { useOnlineStatus } from './use-online-status';
import { WifiOff } from 'lucide-react';

export const OFFLINE_TEXT =
  'You are offline. Changes are saved on this device and will sync when you reconnect.';

export function OfflineBanner() {
  const online = useOnlineStatus();
  // The live region stays mounted so screen readers announce the change when the network drops.
  return (
    <div role="status" aria-live="polite" className="sticky top-16 z-20">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
