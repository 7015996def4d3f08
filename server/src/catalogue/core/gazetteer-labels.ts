import type { CampgroundNames } from './gazetteer-campgrounds';
import type { GeoMatch, SharedLabelIndex } from './gazetteer-types';
import { readStrings, shareStrings } from './shared-strings';

export type { SharedLabelIndex } from './gazetteer-types';

/**
 * What the gazetteer's label indexes answer: the match a label plans as, and campgrounds by name.
 * Built in each thread (the maps of campgroundNames and every label), or read from the copy in
 * shared memory one thread built (SharedLabelIndex), with the same answers.
 */
export interface LabelLookups {
  /** The match of a label the type-ahead offers, by the key of its place name (normalizePlaceName). */
  labelled(key: string): GeoMatch | undefined;
  /** The campgrounds of a name key, in the index's order. */
  campgrounds(nameKey: string): readonly GeoMatch[];
  /** The first `max` campground name keys starting with `prefix`, sorted. */
  campgroundNames(prefix: string, max: number): string[];
}

const sharedInts = <T extends Int32Array | Uint32Array>(
  Kind: new (b: SharedArrayBuffer) => T,
  values: number[],
) => {
  const out = new Kind(new SharedArrayBuffer(4 * values.length));
  out.set(values);
  return out;
};

/** The label indexes one thread built, copied to shared memory. */
export function shareLabelIndex(
  byLabel: ReadonlyMap<string, GeoMatch>,
  camps: CampgroundNames,
): SharedLabelIndex {
  const numbers = new Map<GeoMatch, number>();
  const numberOf = (m: GeoMatch) => {
    let n = numbers.get(m);
    if (n === undefined) numbers.set(m, (n = numbers.size));
    return n;
  };
  const labels = [...byLabel.keys()].sort();
  const labelMatch = labels.map((k) => numberOf(byLabel.get(k) as GeoMatch));
  const campStarts: number[] = [];
  const campMatches: number[] = [];
  for (const name of camps.names) {
    campStarts.push(campMatches.length);
    for (const m of camps.byName.get(name) ?? []) campMatches.push(numberOf(m));
  }
  campStarts.push(campMatches.length);
  return {
    matches: shareStrings([...numbers.keys()].map((m) => JSON.stringify(m))),
    labels: shareStrings(labels),
    labelMatch: sharedInts(Int32Array, labelMatch),
    campNames: shareStrings(camps.names),
    campStarts: sharedInts(Uint32Array, campStarts),
    campMatches: sharedInts(Int32Array, campMatches),
  };
}

/** Lookups over the shared copy: each answer is decoded afresh, so no thread holds the indexes. */
export function sharedLabelLookups(index: SharedLabelIndex): LabelLookups {
  const matches = readStrings(index.matches);
  const labels = readStrings(index.labels);
  const campNames = readStrings(index.campNames);
  const match = (n: number) => JSON.parse(matches.at(n)) as GeoMatch;
  return {
    labelled(key) {
      const i = labels.indexOf(key);
      return i < 0 ? undefined : match(index.labelMatch[i]);
    },
    campgrounds(nameKey) {
      const i = campNames.indexOf(nameKey);
      if (i < 0) return [];
      const out: GeoMatch[] = [];
      for (let j = index.campStarts[i]; j < index.campStarts[i + 1]; j++)
        out.push(match(index.campMatches[j]));
      return out;
    },
    campgroundNames: (prefix, max) => campNames.prefixed(prefix, max),
  };
}
