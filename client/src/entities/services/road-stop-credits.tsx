import type { RoadStopCredit } from '@shared/trips/road-stops';
import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/** 'Road stop data: All The Places · © OpenStreetMap contributors': each source's credit once, linked where it asks. */
export function RoadStopCredits({ credits, className }: { credits: RoadStopCredit[]; className?: string }) {
  if (credits.length === 0) return null;
  return (
    <p className={cn('text-xs text-stone-600', className)} data-testid="road-stop-credits">
      Road stop data:{' '}
      {credits.map((credit, i) => (
        <Fragment key={credit.text}>
          {i > 0 ? ' · ' : null}
          {credit.url ? (
            <a className="underline" href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.text}
            </a>
          ) : (
            credit.text
          )}
        </Fragment>
      ))}
    </p>
  );
}
