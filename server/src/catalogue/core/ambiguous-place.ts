import type { PlaceChoice } from '@shared/schemas/place-choices';
import type { GeoMatch } from './gazetteer-types';

// One of the towns an ambiguous place name may mean, as the traveller can name it (the answer's
// schema is shared with the client, which saves the pick with the trip).
export type { PlaceChoice } from '@shared/schemas/place-choices';

export const placeChoice = (m: GeoMatch): PlaceChoice => ({
  name: m.name,
  placeName: m.placeName,
  latitude: m.latitude,
  longitude: m.longitude,
});

/** The choices in words: "Twin Lakes (Adams County), CO or Twin Lakes (Lake County), CO". */
const listed = (choices: readonly PlaceChoice[]) =>
  choices.length < 2
    ? (choices[0]?.name ?? '')
    : `${choices
        .slice(0, -1)
        .map((c) => c.name)
        .join(', ')} or ${choices[choices.length - 1].name}`;

/**
 * A place name that fits more than one town of one state ("Twin Lakes, CO": the Denver suburb and
 * the village below Independence Pass): never planned as one of them silently. The traveller picks
 * one by its distinguished name (the place search lists each so) or by its stop coordinates.
 */
export class AmbiguousPlaceError extends Error {
  /** `named`: the towns' shared name as the message says it ("Twin Lakes, CO", also when "Twin Lakes" was asked). */
  constructor(
    readonly location: string,
    readonly choices: PlaceChoice[],
    readonly named = location.trim(),
  ) {
    super(`There is more than one ${named}: ${listed(choices)}. Please choose one.`);
    this.name = 'AmbiguousPlaceError';
  }
}
