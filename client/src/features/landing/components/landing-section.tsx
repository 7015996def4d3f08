import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  /** The section's anchor; its heading's id is `<id>-heading`. */
  id: string;
  title: string;
  intro: ReactNode;
  /** A dark band (white text) or a light one. */
  tone: 'dark' | 'light';
  children: ReactNode;
};

/** A band of the landing page: a centred title and introduction over its content. */
const tones = {
  dark: { section: 'bg-stone-900 text-white', intro: 'text-stone-300' },
  light: { section: 'bg-white', intro: 'text-stone-700' },
};

export function LandingSection({ id, title, intro, tone, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-20 py-16 sm:py-20', tones[tone].section)}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold">
            {title}
          </h2>
          <p className={cn('mt-3', tones[tone].intro)}>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
