import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';

/** A page's outer frame: sets the document title and gives the main landmark its width. */
export function Page({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  useEffect(() => {
    document.title = title === 'RV Trip Planner' ? title : `${title} | RV Trip Planner`;
  }, [title]);
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-8', className)}>{children}</div>;
}
