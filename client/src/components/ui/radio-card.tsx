import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'onClick'> & {
  checked: boolean;
  onSelect: () => void;
  /** The border of an unchecked card under the pointer. */
  hoverBorder?: string;
};

/** One choice of a radio group drawn as a card: the checked one in the brand colour. */
export function RadioCard({
  checked,
  onSelect,
  hoverBorder = 'hover:border-stone-300',
  className,
  ...props
}: Props) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      onClick={onSelect}
      className={cn(
        'border-2 text-left transition-colors',
        checked ? 'border-brand-600 bg-brand-50' : cn('border-stone-200 bg-white', hoverBorder),
        className,
      )}
      {...props}
    />
  );
}
