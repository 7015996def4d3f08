import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  /** The section's anchor; its heading's id is `<id>-heading`. */
  id: string;
  title: string;
  intro: ReactNode;
  /** The section's colours. */
  className: string;
  introClassName: string;
  children: ReactNode;
};

/** A band of the landing page: a centred title and introduction over its content. */
export function LandingSection({ id, title, intro, className, introClassName, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-20 py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold">
            {title}
          </h2>
          <p className={cn('mt-3', introClassName)}>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
