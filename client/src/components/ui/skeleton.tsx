import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} />;
}

/** Placeholder lines while something loads, named for screen readers; each entry sizes one line. */
export function SkeletonLines({
  label,
  lines,
  className,
}: {
  label: string;
  lines: string[];
  className?: string;
}) {
  return (
    <div className={cn('space-y-2', className)} aria-label={label}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
