import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// For pages that show a route map below the fold: the map code (and mapbox-gl, when a token is set)
// loads only when the map renders.
const RouteMapModule = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

export function LazyRouteMap(props: ComponentProps<typeof RouteMapModule>) {
  return (
    <Suspense fallback={<Skeleton className={cn('h-80 w-full rounded-xl sm:h-96', props.className)} />}>
      <RouteMapModule {...props} />
    </Suspense>
  );
}
