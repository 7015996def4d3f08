import { isLongRig } from '@shared/plan/rig-profile';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import type { RvPark } from '@shared/schemas/plan';
import { maxLengthFeet, openOnDate } from '../../../catalogue/core/campground-record';
import { fitsRig } from '../../../catalogue/core/campground-needs';
import type { CampgroundRow } from '../../../catalogue/core/data';
import type { LatLng } from '../../../geo';
import { notForRvs } from '../../../catalogue/core/place-kinds';
import { seasonWarning } from '../../../catalogue/core/season-around';
import type { ServiceRow } from '../../../catalogue/core/services';
import type { PlanContext } from '../context';
import type { StopPark } from '../plan-state';
import type { ParkFacts, ReportedValue } from '@shared/plan/park-facts';
import { amenityLabelsOfFacts } from '@shared/plan/park-facts';
import { sentenceStart } from '@shared/plan/sentence';

const tagged = (tag: boolean | undefined): ReportedValue =>
  tag === undefined ? 'unknown' : tag ? 'yes' : 'no';

// Free camping on public land as a free overnight: a campground or dispersed site that the Bureau of
// Land Management or a national forest runs, and that OpenStreetMap tags fee=no (a reported fact, not
// a guess from a blank fee). Offered only on a transit night when the traveller asked for free
// overnights, only where an RV is reported welcome (a caravan site or caravans=yes), never when the
// site's season or its neighbours' say it is closed, and to a long rig only when the site reports a
// length limit it fits: the roads to these sites are often unpaved and narrow.

/** Where a stay limit on public land comes from: BLM's rule leaves it to the local office's order. */
export const BLM_STAY_LIMIT_SOURCE =
  'https://www.ecfr.gov/current/title-43/subtitle-B/chapter-II/subchapter-H/part-8360/subpart-8365/section-8365.1-2';

const BLM = /\b(bureau of land management|blm)\b/i;
const FOREST = /\b(national forest|forest service|usfs|usda forest|ranger district|national grassland)\b/i;

/** The managing agency of a public-land site, from its operator tag (or name); undefined when neither says. */
export function publicLandAgency(row: CampgroundRow): 'BLM' | 'USFS' | undefined {
  const text = `${row.operator ?? ''} ${row.name}`;
  if (BLM.test(text)) return 'BLM';
  if (FOREST.test(text)) return 'USFS';
  return undefined;
}

/** Whether a catalogue row may be a free public-land overnight for this rig on these dates. */
export function isPublicLandOvernight(
  ctx: PlanContext,
  row: CampgroundRow,
  dates: readonly string[],
): boolean {
  if (row.fee !== false || row.rvEvidence !== true || !publicLandAgency(row)) return false;
  if (notForRvs(row, { ...ctx.access, publicLandOvernight: true })) return false;
  const length = ctx.rig.lengthFeet;
  if (isLongRig(length) && maxLengthFeet(row) === undefined) return false;
  if (!fitsRig(row, ctx.rig.type, length)) return false;
  if (dates.some((d) => openOnDate(row, d) === false)) return false;
  return seasonWarning(row, dates, ctx.data.campgrounds.near) === undefined;
}

/** A public-land site as a free overnight location (the shape the night's choice routes to). */
export function publicLandRow(row: CampgroundRow): ServiceRow {
  const agency = publicLandAgency(row) ?? 'BLM';
  return {
    id: row.id,
    kind: 'overnight',
    name: row.name,
    latitude: row.lat,
    longitude: row.lng,
    source: 'OpenStreetMap',
    attribution: OSM_ATTRIBUTION,
    attributionUrl: OSM_COPYRIGHT_URL,
    publicLand: {
      agency,
      operator: row.operator ?? (agency === 'BLM' ? 'Bureau of Land Management' : 'USDA Forest Service'),
      ...(row.website ? { website: row.website } : {}),
      ...(row.phone ? { phone: row.phone } : {}),
      ...(row.dumpStation !== undefined ? { dumpStation: row.dumpStation } : {}),
      ...(row.drinkingWater !== undefined ? { drinkingWater: row.drinkingWater } : {}),
    },
  };
}

/** The free public-land sites within `radiusMiles` of a point that suit this trip's rig and night. */
export function publicLandNear(
  ctx: PlanContext,
  at: LatLng,
  radiusMiles: number,
  dates: readonly string[],
): Array<{ item: ServiceRow; distance: number }> {
  return ctx.data.campgrounds
    .near(at, radiusMiles)
    .filter(({ item }) => isPublicLandOvernight(ctx, item, dates))
    .map(({ item, distance }) => ({ item: publicLandRow(item), distance }));
}

const reported = (value: boolean | undefined, noun: string) =>
  value === true ? `${noun} reported` : value === false ? `no ${noun}` : `${noun} not in the data`;

/** What a night on public land asks of the traveller, one rule a line. */
export function publicLandRules(ctx: PlanContext, land: NonNullable<ServiceRow['publicLand']>): string[] {
  const office = land.website ?? land.phone;
  return [
    `Free camping on public land run by ${land.operator}: OpenStreetMap reports no fee. Posted rules and the local office win.`,
    `Stay limits are set by the managing office (on BLM land under 43 CFR 8365.1-2, ${BLM_STAY_LIMIT_SOURCE}); one night is within any of them.`,
    `The road in may be unpaved or narrow, and the data does not say whether a ${ctx.rig.lengthFeet} ft rig fits: ${office ? `check with the office (${office})` : 'check with the managing office'} before you leave the highway.`,
    `No hook-ups: ${reported(land.drinkingWater, 'drinking water')}, ${reported(land.dumpStation, 'dump station')}. Arrive with fresh water and empty tanks.`,
    'Camp only where a site is marked or already used; pack out what you bring.',
  ];
}

/** A free night on public land as the plan shows it: a campground, $0, its rules, nothing to book. */
export function publicLandPark(
  ctx: PlanContext,
  row: ServiceRow,
  land: NonNullable<ServiceRow['publicLand']>,
  base: Omit<RvPark, 'address'>,
): StopPark & { fee: 'free' } {
  // Only what the source reports: a dump station and drinking water tagged yes or no; sewer unknown.
  const facts: ParkFacts = {
    dumpStation: tagged(land.dumpStation),
    water: tagged(land.drinkingWater),
    sewer: 'unknown',
  };
  const park: RvPark = {
    ...base,
    amenities: amenityLabelsOfFacts(facts),
    address: `${row.name} (${land.operator})`,
    description: `Free camping on public land (${land.operator}); OpenStreetMap reports no fee. Hook-ups and the road in are not in the data.`,
    freeOvernight: { kind: 'public-land', rules: publicLandRules(ctx, land), source: row.source },
    ...(land.website ? { website: land.website } : {}),
    ...(land.phone ? { phone: land.phone } : {}),
    ...(row.attribution ? { attribution: row.attribution, attributionUrl: row.attributionUrl } : {}),
  };
  const notes = [
    `Free overnight (you asked for free overnights where allowed): ${row.name}, free camping on public land run by ${land.operator}; $0 for the night.`,
    `Its rules: no fee reported; the road in and your rig's fit are not in the data, so check with the office first.`,
  ];
  const warnings =
    ctx.needs.length > 0 ? [`${sentenceStart(row.name)} is free public-land camping with no hook-ups reported.`] : [];
  return { park, facts, notes, warnings, fee: 'free' };
}
