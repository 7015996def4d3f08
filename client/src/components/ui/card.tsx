import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-stone-200 bg-white p-5 shadow-sm', className)} {...props} />;
}

/** A card headed by its section title (an h2), the layout of settings and checkout sections. */
export function SectionCard({
  title,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & { title: ReactNode }) {
  return (
    <Card {...props}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}
