import type { DayRoadStopsInput } from '@shared/schemas/day-road-stops';
import { dayRoadStopsSchema } from '@shared/schemas/day-road-stops';
import { api } from '@/lib/api-client';

/** The planner's road stops of a plan's days from the first changed one on (after a park swap). */
export const planRoadStops = (input: DayRoadStopsInput) =>
  api.post('/api/plan/road-stops', input, dayRoadStopsSchema);
