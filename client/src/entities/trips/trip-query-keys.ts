// Query keys shared by the features that read or change the trips, typed once. Apart from the trip
// store so a page can name a trip's cached bundle without loading the store and its schemas.
export const tripsQueryKey = ['trips'] as const;
export const tripBundleQueryKey = (id: string) => [...tripsQueryKey, id, 'bundle'] as const;
