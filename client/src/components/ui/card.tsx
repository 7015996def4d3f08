import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white p-5 shadow-sm', className)} {...props} />
  );
}

/**
 * A card headed by its section title (an h2), the layout of settings and checkout sections. With a
 * `headingId` the card is named by its title.
 */
export function SectionCard({
  title,
  headingId,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & { title: ReactNode; headingId?: string }) {
  return (
    <Card aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
