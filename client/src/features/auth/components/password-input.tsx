import type { InputHTMLAttributes } from 'react';
import { forwardRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** What the toggle names, e.g. 'password' gives 'Show password' / 'Hide password'. */
  toggleLabel?: string;
};

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { className, toggleLabel = 'password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className={cn('pr-16', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-1 right-1 rounded px-2 text-xs font-medium text-brand-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
});
