import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tripSummarySchema } from '@shared/schemas/trip-document';
import { api } from '@/lib/api-client';

// The dashboard lists the account's trips from the server, only when signed in, no retry.
// The server sends the list in pages (50 a page); the dashboard counts and picks from all of them.
export const getTripPlans = () => api.getAllPages('/api/trip-plans', z.array(tripSummarySchema));
export const tripPlansQueryOptions = () =>
  queryOptions({ queryKey: ['trip-plans'], queryFn: getTripPlans, retry: false });
export const useTripPlans = (enabled: boolean) => useQuery({ ...tripPlansQueryOptions(), enabled });
