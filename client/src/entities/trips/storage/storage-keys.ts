// The sync's local-storage keys, kept apart from its schemas (zod) so the cards drawn before the app
// runs can tell whether this device holds writes not yet delivered.

export const syncStorageKeys = {
  expenses: (id: string) => `trip_${id}_expenses`,
  state: 'tripSyncState',
  queue: 'tripSyncQueue',
} as const;
