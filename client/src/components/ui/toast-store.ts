// The one toast on screen, as a small store of its own: raising a toast needs no React code.
// Red error and green success toasts, top right, auto-close 5000 ms with a 300 ms fade,
// a close button, at most 1 visible, default titles 'Error' and 'Success'.
export const TOAST_DURATION_MS = 5000;

// 'info' is neutral (slate): for notices such as 'coming soon' that are not failures.
export type ToastInput = { variant: 'error' | 'success' | 'info'; title?: string; description?: string };
export type ToastItem = ToastInput & { id: number; open: boolean };

let current: ToastItem | null = null;
export const currentToast = () => current;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

export const subscribeToToast = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function showToast(input: ToastInput): void {
  // A new toast replaces the visible one: never more than one at a time.
  current = { ...input, id: nextId++, open: true };
  emit();
}
