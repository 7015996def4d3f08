import { cn } from '@/lib/cn';

const sizes = { small: 'h-4 w-4 border-2', medium: 'h-8 w-8 border-2', large: 'h-12 w-12 border-4' } as const;

export function Spinner({
  size = 'medium',
  label = 'Loading',
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block', className)}>
      <span
        className={cn('block animate-spin rounded-full border-brand-600 border-t-transparent', sizes[size])}
      />
    </span>
  );
}
