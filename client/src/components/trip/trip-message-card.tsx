import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/**
 * A centred card for a trip page that cannot show its trip: a heading, the reason, and the way on
 * (by default a link back to My Trips).
 */
export function TripMessageCard({
  title,
  message,
  children,
}: {
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">{message}</p>
      {children ?? (
        <Link href={paths.trips} className={buttonClass('primary', 'md', 'mt-4')}>
          Back to My Trips
        </Link>
      )}
    </Card>
  );
}

/** A trip that failed to load: try again, or go back to My Trips (`backLabel` names that link). */
export function TripLoadFailedCard({
  title,
  backLabel,
  onRetry,
}: {
  title: string;
  backLabel: string;
  onRetry: () => void;
}) {
  return (
    <TripMessageCard title={title} message="Failed to load trip details. Please try again.">
      <div className="mt-4 flex justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Link href={paths.trips} className={buttonClass('outline')}>
          {backLabel}
        </Link>
      </div>
    </TripMessageCard>
  );
}
