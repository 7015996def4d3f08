import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A dialog's or toast's close button: an X in the corner named "Close"; `place` sets where and its colours. */
export const closeButtonProps = (place: string) => ({
  'aria-label': 'Close',
  className: cn('absolute rounded p-1', place),
  children: <X aria-hidden="true" className="size-4" />,
});
