import { useOnlineStatus } from './use-online-status';

export const OFFLINE_TEXT =
  'You are offline. Changes are saved on this device and will sync when you reconnect.';

export function OfflineBanner() {
  const online = useOnlineStatus();
  // The live region stays mounted so screen readers announce the change when the network drops.
  return (
    <div role="status" aria-live="polite" className="sticky top-16 z-20">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
