import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';

type PageProps = {
  title: string;
  children: ReactNode;
  className?: string;
  /** Full-bleed pages (the landing page) lay out their own sections edge to edge. */
  fullWidth?: boolean;
};

/** A page's outer frame: sets the document title and gives the main landmark its width. */
export function Page({ title, children, className, fullWidth = false }: PageProps) {
  useEffect(() => {
    document.title = title === 'RV Trip Planner' ? title : `${title} | RV Trip Planner`;
  }, [title]);
  return (
    <div className={cn(fullWidth ? 'w-full' : 'mx-auto w-full max-w-7xl px-4 py-8', className)}>
      {children}
    </div>
  );
}
