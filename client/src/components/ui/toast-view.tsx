import * as ToastPrimitive from '@radix-ui/react-toast';
import { closeButtonProps } from './close-button';
import { cn } from '@/lib/cn';
import type { ToastItem } from './toast-store';
import { dismissToast, TOAST_DURATION_MS } from './toast-store';

/** The toast region and the visible toast, drawn by Radix (close button, swipe, the F8 region). */
export function ToastView({ item }: { item: ToastItem | null }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
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
          <ToastPrimitive.Close {...closeButtonProps('top-2 right-2 text-white/90 hover:bg-white/20')} />
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
