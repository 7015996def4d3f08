import { useMutation } from '@tanstack/react-query';
import { geocode } from '@/entities/places/geocode';

// A search is an explicit user action with its own error text, so it runs as a mutation rather than
// a cached query keyed on every keystroke.
export const useGeocodeSearch = () => useMutation({ mutationFn: (q: string) => geocode(q.trim()) });
