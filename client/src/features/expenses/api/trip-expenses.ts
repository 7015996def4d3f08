import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@shared/schemas/trip-document';
import { tripStore } from '@/entities/trips/trip-store';

// Expenses live in the trip document (so they sync with the trip), read and written through the trip store so they
// sync for signed-in users and stay on the device for everyone else.
export const getTripExpenses = (tripId: string) => tripStore.getExpenses(tripId);

export const tripExpensesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: ['trips', tripId, 'expenses'], queryFn: () => getTripExpenses(tripId) });

export const useTripExpenses = (tripId: string) => useQuery(tripExpensesQueryOptions(tripId));

export function useAddExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expense: Expense) => tripStore.addExpense(tripId, expense),
    onSuccess: (expenses) => queryClient.setQueryData(tripExpensesQueryOptions(tripId).queryKey, expenses),
  });
}

export function useDeleteExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => tripStore.deleteExpense(tripId, expenseId),
    onSuccess: (expenses) => queryClient.setQueryData(tripExpensesQueryOptions(tripId).queryKey, expenses),
  });
}
