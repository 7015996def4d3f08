import { z } from 'zod';

// A place name that fits more than one town of a state ("Twin Lakes, CO": the Denver suburb and the
// village below Independence Pass) is answered 422 'location-ambiguous' with the towns it may mean.
// Each choice's `placeName` (as the place search lists it) plans as that town: the traveller's pick
// is saved with the trip as that name, so every later plan of the trip is of the same town.

export const placeChoiceSchema = z.object({
  /** 'Twin Lakes (Lake County), CO' */
  name: z.string(),
  /** 'Twin Lakes (Lake County), Colorado, United States' */
  placeName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceChoice = z.infer<typeof placeChoiceSchema>;

/** The 422 answer's fields: the name as asked (`location`), the server's words, and the towns. */
export const ambiguousPlaceAnswerSchema = z.object({
  code: z.literal('location-ambiguous'),
  message: z.string(),
  location: z.string(),
  choices: z.array(placeChoiceSchema).min(2),
});
export type AmbiguousPlaceAnswer = z.infer<typeof ambiguousPlaceAnswerSchema>;
