import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { X } from 'lucide-react';

// Red error and green success toasts, top right, auto-close 5000 ms with a 300 ms fade,
// a close button, at most 1 visible, default titles 'Error' and 'Success'.
export const TOAST_DURATION_MS = 5000;

// 'info' is neutral (slate): for notices such as 'coming soon' that are not failures.
export type ToastInput = { variant: 'error' | 'success' | 'info'; title?: string; description?: string };
type ToastItem = ToastInput & { id: number; open: boolean };

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  // A new toast replaces the visible one: never more than one at a time.
  current = { ...input, id: nextId++, open: true };
  emit();
}
export const toastError = (description: string, title?: string) =>
  toast({ variant: 'error', description, title });
export const toastSuccess = (description: string, title?: string) =>
  toast({ variant: 'success', description, title });
export const toastInfo = (description: string, title?: string) =>
  toast({ variant: 'info', description, title });

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const item = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          className={cn(
            'toast-root relative rounded-lg border p-4 pr-10 text-white shadow-lg',
            item.variant === 'error'
              ? 'border-red-800 bg-red-700'
              : item.variant === 'info'
                ? 'border-slate-700 bg-slate-700'
                : 'border-green-800 bg-green-700',
          )}
          data-variant={item.variant}
        >
          <ToastPrimitive.Title className="font-semibold">
            {item.title ??
              (item.variant === 'error' ? 'Error' : item.variant === 'info' ? 'Note' : 'Success')}
          </ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm">
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 text-white/90 hover:bg-white/20"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
