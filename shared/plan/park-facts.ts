import type { RvPark } from '../schemas/plan';

// A night's park as the tank rules reason with it: what its source reports of a dump station, water
// and sewer hook-ups, as values. The planner carries them beside the park it picks; the wire
// (`TripPlan`'s `rvPark`) carries them in `reported`, or, where a park has no `reported` (free
// public-land nights; plans stored before catalogue attributes), as the amenity labels written from
// them. Each is read or written here once, at the edge.

export type ReportedValue = 'yes' | 'no' | 'unknown';

export interface ParkFacts {
  dumpStation: ReportedValue;
  water: ReportedValue;
  sewer: ReportedValue;
}

/** A park the data says nothing about: a search placeholder, a store's lot, a rest area. */
export const UNKNOWN_PARK_FACTS: ParkFacts = { dumpStation: 'unknown', water: 'unknown', sewer: 'unknown' };

/** The facts as a catalogue's reported flags give them (yes, no or unknown). */
export const parkFactsOfReported = (reported: Pick<ParkFacts, keyof ParkFacts>): ParkFacts => ({
  dumpStation: reported.dumpStation,
  water: reported.water,
  sewer: reported.sewer,
});

/**
 * Tanks are emptied at the park: it reports a dump station. Sewer hook-ups are carried but not
 * counted: a park that reports them may have them at some sites only, and the site is not known.
 */
export const parkEmptiesTanks = (facts: ParkFacts): boolean => facts.dumpStation === 'yes';

/** The fresh-water tank is filled at the park: it reports water. */
export const parkFillsWater = (facts: ParkFacts): boolean => facts.water === 'yes';

// The labels a park without `reported` shows for each fact reported yes (and nothing for no or
// unknown: an amenity list names only what is there).
const FACT_LABELS = {
  dumpStation: 'Dump station',
  water: 'Drinking water',
  sewer: 'Sewer hook-ups',
} as const;

/** The display amenities of a park that carries its facts only as labels (a public-land night). */
export const amenityLabelsOfFacts = (facts: ParkFacts): string[] =>
  (Object.keys(FACT_LABELS) as Array<keyof ParkFacts>)
    .filter((k) => facts[k] === 'yes')
    .map((k) => FACT_LABELS[k]);

// Labels of parks without `reported`: those above, and the wordings of plans stored before it.
const LABEL_SAYS: Record<keyof ParkFacts, RegExp> = {
  dumpStation: /dump/i,
  water: /full hook-?ups?|water hook|^(drinking )?water$/i,
  sewer: /\b(sewer|full hook-?ups?)\b/i,
};

/**
 * A wire park's facts: its reported flags when it has them; otherwise what its amenity labels say is
 * there (yes), or unknown. Read once where a plan from the wire enters the planner.
 */
export function parkFactsOf(park: Pick<RvPark, 'reported' | 'amenities'>): ParkFacts {
  if (park.reported) return parkFactsOfReported(park.reported);
  const says = (k: keyof ParkFacts): ReportedValue =>
    park.amenities.some((a) => LABEL_SAYS[k].test(a)) ? 'yes' : 'unknown';
  return { dumpStation: says('dumpStation'), water: says('water'), sewer: says('sewer') };
}
