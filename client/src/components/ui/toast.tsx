import { useSyncExternalStore } from 'react';
import type { ToastInput } from './toast-store';
import { currentToast, showToast, subscribeToToast } from './toast-store';
import { ToastView } from './toast-view';

export type { ToastInput } from './toast-store';
export { TOAST_DURATION_MS } from './toast-store';

export const toast = (input: ToastInput): void => showToast(input);
export const toastError = (description: string, title?: string) =>
  toast({ variant: 'error', description, title });
export const toastSuccess = (description: string, title?: string) =>
  toast({ variant: 'success', description, title });
export const toastInfo = (description: string, title?: string) =>
  toast({ variant: 'info', description, title });

// The toast region is always there (reached with F8, hidden with the rest of the page by a modal
// dialog); its code is in the app shell so a toast raised offline can always be drawn.
export function Toaster() {
  const item = useSyncExternalStore(subscribeToToast, currentToast, () => null);
  return <ToastView item={item} />;
}
