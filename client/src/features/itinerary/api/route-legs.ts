import type { RoadLegsInput } from '@shared/schemas/road-route';
import { roadLegsSchema } from '@shared/schemas/road-route';
import { api } from '@/lib/api-client';

/** Road miles, drive hours and the line of each leg between consecutive points. */
export const routeLegs = (input: RoadLegsInput) => api.post('/api/road-route/legs', input, roadLegsSchema);
