import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import { RV_TYPES } from '@shared/constants';
import type { RouteRequest } from './core/road-types';
import { REPORTED_TAIL, placeWithRoad } from './core/notes';
import type { NoteHow, NoteParts, ShortOf } from './note-parts';
import { noteText, shortOfParts } from './note-parts';
import { ferryClosedReason, ferryDetailsSchema, ferryNote, ferryPropaneReason, ferryTowingNote } from './ferry-rules';
import { ferrySeasonOn, ferryUncertainNote } from './ferry-rules';
import { TOWED_CAR_RULES, escortSizes, feetText, isTowable, overLimits, rigTypeName, sizeChecks, towsCar } from './rig-size-rules';
import { usualWidthOver, widthTail } from './rig-size-rules';

import { lineMeets } from './segment-geometry';

export { feetText } from './rig-size-rules';
export { lineEntersPolygon, portalEdges, segmentEdges } from './segment-geometry';

/**
 * Road segments an RV may not drive, or may drive only on conditions (data/restricted-segments.json,
 * sources in data/SOURCES.md): closed to everyone (a collapsed bridge the road data predates),
 * restricted for rigs carrying propane (tunnels whose authority bans it, lets it through with valves
 * shut, or limits hazardous materials), or restricted by the rig's size (a length, height or width
 * limit, or an escort with a fee above a size). Each is found in the road graph by geometry
 * (segment-geometry.ts): the edges of one of its roads whose line enters its polygon; a row without
 * a polygon takes every edge of its roads (a park road the park-roads overlay adds under its own name).
 */
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const feet = z.number().positive().max(100);

/**
 * What a row is: a structure (a tunnel, a bridge, a bridge-tunnel), miles of road (a road, a pass),
 * or a road ferry's crossing.
 */
export const SEGMENT_KINDS = ['tunnel', 'bridge', 'bridge-tunnel', 'road', 'pass', 'ferry'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
/** The kinds whose row is one structure: any edge of it a leg drives is the structure. */
export const STRUCTURE_KINDS: ReadonlySet<SegmentKind> = new Set(['tunnel', 'bridge', 'bridge-tunnel']);

/** Published size limits in feet: a rig over one (or at it, when inclusive) may not pass. */
export const sizeLimitsSchema = (feetSchema: z.ZodNumber) =>
  z.object({
    lengthFeet: feetSchema.optional(),
    heightFeet: feetSchema.optional(),
    widthFeet: feetSchema.optional(),
    inclusive: z.boolean().optional(),
  });
export const restrictedSegmentSchema = z
  .object({
    id: z.string().min(1),
    /** As a sentence names it: "the Fort McHenry Tunnel". */
    name: z.string().min(1),
    /** The road as signs show it ("I-95"). */
    road: z.string().min(1),
    /** The graph's road names the segment's edges carry. */
    roads: z.array(z.string().min(1)).min(1),
    /**
     * What the rule is about: closed to all, the rig's propane, the rig's size, or a class of
     * vehicle an RV may fall in whatever its size ('rig': a parkway closed to commercial vehicles that
     * may take in a private RV, a bridge that holds RVs back in high winds), or a road ferry
     * (road-ferries.ts: driven with its note, kept off by a rig over its limits or with propane it bans).
     */
    restriction: z.enum(['closed', 'propane', 'size', 'rig', 'ferry']),
    /**
     * What the row is, as its agency's page names it (SEGMENT_KINDS): a structure, whose box is drawn
     * round it, so any edge of it a leg drives is the structure, however short; or miles of road (a
     * road, a parkway, a park road, a pass) that other roads meet, driven only from MIN_DRIVEN_METRES
     * of it (road-restrictions.ts); or a road ferry's crossing (road-ferries.ts).
     */
    kind: z.enum(SEGMENT_KINDS),
    /** The RV types a 'rig' or 'size' row concerns (Mesa Verde's trailers; Chisos Basin Road's 24 ft motorhomes); absent, every RV (a request of no type is concerned). */
    rvTypes: z.array(z.enum(RV_TYPES)).min(1).optional(),
    /**
     * How it applies to a rig it concerns: banned (the route keeps off), allowed with propane
     * valves shut, an escort with a fee, or advisory (driven, the day says what to check).
     */
    applies: z.enum(['banned', 'valves-shut', 'escort-fee', 'advisory']).default('banned'),
    /** Size limits in feet: a rig over one (or at it, when inclusive) may not drive the segment. */
    limits: sizeLimitsSchema(feet).optional(),
    /**
     * Limits on a combination (a trailer and its tow vehicle), held to a towable instead of the
     * single vehicle's length: overall length, and a trailer's from hitch to rear axle (feet).
     */
    combination: z.object({ lengthFeet: feet, hitchToAxleFeet: feet.optional() }).optional(),
    /** 'usual-width': a rig of no given width is taken at its RV type's usual width (rig-size-rules.ts). */
    unknownWidth: z.literal('usual-width').optional(),
    /** What the row's rule says of a car a motorhome tows (rig-size-rules.ts, TOWED_CAR_RULES); absent: it names none. */
    towedCar: z.enum(TOWED_CAR_RULES).optional(),
    /**
     * 'banned': the row's rule bars trailers (Connecticut's parkways), so a travel trailer or fifth
     * wheel keeps off whatever its size; absent: its words name none (its RV types, `rvTypes`, may).
     */
    trailers: z.literal('banned').optional(),
    /** Sizes (feet) at or over which a rig needs the escort, and its fee as the day says it. */
    escort: z
      .object({ heightFeet: feet.optional(), widthFeet: feet.optional(), fee: z.string().min(1) })
      .optional(),
    /** Why, as the day says it: "propane is banned over 10 lb". */
    reason: z.string().min(1),
    authority: z.string().min(1),
    sourceUrl: z.string().url(),
    /** The agency's own words on its page (sourceUrl), quoted where a row was confirmed there. */
    sourceSays: z.string().min(1).optional(),
    /** The day the source was last checked (YYYY-MM-DD). */
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /**
     * Whether the row was read on its agency's own page (sourceUrl), as in the other sourced tables;
     * false: something in it is taken from a report (reportedBy), and the day's note says so.
     */
    confirmed: z.boolean(),
    /** Who reports what the agency's own page did not confirm: "the Associated Press (2021-07-02)". */
    reportedBy: z.string().min(1).optional(),
    /** What the agency's own page did not confirm, where the report was read, and what was searched. */
    notConfirmed: z.string().min(1).optional(),
    at: z.object({ latitude: z.number(), longitude: z.number() }),
    /**
     * The way round the authority sends through traffic it keeps out (MDTA: "the western section
     * of I-695 around the tunnels"). A through drive that goes around the segment keeps to
     * Interstates within `withinMiles` of `at` (no downtown streets), when such a way exists; a
     * drive that starts or ends that near may use the city's streets (road-restrictions.ts).
     */
    detour: z
      .object({
        /** As the day says it: "the western section of I-695 (the Baltimore Beltway)". */
        via: z.string().min(1),
        withinMiles: z.number().positive().max(30),
        sourceUrl: z.string().url(),
        checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      })
      .optional(),
    /**
     * false for a road the road graph lacks (absent: in it): a routing service's line that comes
     * near its point drives it (line-follow.ts), and the park's activities read the row; the graph
     * has no edge of it.
     */
    inGraph: z.literal(false).optional(),
    /** A closed ring of [longitude, latitude] around the structure; absent: every edge of its roads. */
    polygon: z.array(lngLat).min(4).optional(),
    /**
     * Rings around the structure's two ends, when the graph's line for it also carries drives that
     * do not go through it (SR-99's tunnel is drawn on the old viaduct's line, which downtown's own
     * traffic uses): a drive counts as taking the segment only when it has edges (or, for a drawn
     * line, points) in both.
     */
    portals: z.array(z.array(lngLat).min(4)).length(2).optional(),
    /**
     * The national park (NPS code) whose road this is, and what keeping a rig off it takes from a
     * visit: the park's scenic drive, or a part of the park; `alternative`: the way the park's own
     * page names to see it without the rig (a shuttle). The park's activities read it.
     */
    park: z
      .object({
        code: z.string().regex(/^[a-z]{4}$/),
        takes: z.enum(['scenic drive', 'part of the park']),
        alternative: z.object({ text: z.string().min(1), sourceUrl: z.string().url() }).optional(),
      })
      .optional(),
    /** A ferry's crossing, wait, propane rule and reservations (only for restriction 'ferry'). */
    ferry: ferryDetailsSchema.optional(),
  })
  .refine((s) => (s.restriction === 'ferry') === (s.ferry !== undefined), {
    message: 'a ferry restriction, and only one, gives its ferry details',
  })
  .refine((s) => (s.restriction === 'ferry') === (s.kind === 'ferry'), {
    message: 'a ferry restriction, and only one, is of kind ferry',
  })
  .refine((s) => s.restriction !== 'size' || s.limits !== undefined || s.escort !== undefined, {
    message: 'a size restriction gives its limits or its escort sizes',
  })
  .refine((s) => (s.applies === 'escort-fee') === (s.escort !== undefined), {
    message: 'an escort-fee restriction, and only one, gives its escort',
  })
  .refine((s) => s.confirmed || s.reportedBy !== undefined, {
    message: "a row not read on the agency's own page names who reports it (reportedBy)",
  })
  .refine(
    (s) => s.towedCar !== 'counted' || (['size', 'ferry'].includes(s.restriction) && s.limits?.lengthFeet !== undefined),
    { message: 'a row counting a towed car in its combination is a size or ferry row with a length limit' },
  );
export type RestrictedSegment = z.infer<typeof restrictedSegmentSchema>;

const fileSchema = z.object({ segments: z.array(restrictedSegmentSchema) });

export const RESTRICTED_SEGMENTS_FILE = path.join(findRepoRoot(), 'data/restricted-segments.json');

export function loadRestrictedSegments(file = RESTRICTED_SEGMENTS_FILE): RestrictedSegment[] {
  return fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).segments;
}

let shared: RestrictedSegment[] | undefined;
/** The bundled table, read once. */
export function sharedRestrictedSegments(): RestrictedSegment[] {
  shared ??= loadRestrictedSegments();
  return shared;
}

/** The rig fields of a request the table reads (sizes in feet; absent: the RV type's typical rig), and its dates (a ferry's season). */
type RigFields =
  'rvType' | 'propaneOnBoard' | 'lengthFeet' | 'heightFeet' | 'widthFeet' | 'towingCar' | 'date' | 'lastDate';
export type RigRequest = Partial<Pick<RouteRequest, RigFields>>;

/**
 * What a segment means for a rig: keep off it ('avoid'), drive it and say so ('notice'), or nothing
 * ('none'). Closed segments are kept off always; propane ones by a rig carrying propane as the row
 * applies; rig ones by every rig as the row applies; size ones by a rig over a limit (a size advisory
 * driven with its note) or, on a row that asks, of no given width and a type usually wider than its
 * limit; one the rig may be within but cannot tell (its width, a trailer's combination) is driven
 * with what to measure, and an escort or advisory one is driven with its note. A motorhome towing a
 * car keeps off a row whose rule bans towed vehicles, and is held to a combination's length where the
 * rule counts it, as a towable is with its tow vehicle (rig-size-rules.ts); a towable keeps off a row
 * whose rule bars trailers. A ferry is kept off out of its season, by a rig it does
 * not take, and is otherwise crossed with its note.
 */
export function segmentRule(s: RestrictedSegment, req: RigRequest): 'avoid' | 'notice' | 'none' {
  if (s.restriction === 'closed') return 'avoid';
  if (s.restriction === 'propane') {
    if (req.propaneOnBoard !== true) return 'none';
    return s.applies === 'banned' ? 'avoid' : 'notice';
  }
  // A towed car, as the row's rule names it: banned whatever the row's RV types, or its only concern.
  if (s.towedCar === 'banned' && towsCar(req)) return 'avoid';
  if (s.towedCar === 'only' && !towsCar(req)) return 'none';
  if (s.trailers === 'banned' && isTowable(req)) return 'avoid';
  if (s.rvTypes && req.rvType && !s.rvTypes.includes(req.rvType)) return 'none';
  if (s.restriction === 'rig') return s.applies === 'banned' ? 'avoid' : 'notice';
  if (s.ferry) {
    if (ferrySeasonOn(s.ferry, req) === 'closed') return 'avoid';
    if (req.propaneOnBoard === true && s.ferry.propane === 'banned') return 'avoid';
    return overLimits(s, req).length > 0 ? 'avoid' : 'notice';
  }
  if (overLimits(s, req).length > 0) return s.applies === 'advisory' ? 'notice' : 'avoid';
  const banned = s.restriction === 'size' && s.applies === 'banned';
  // A rig of no given width at its type's usual width, where the row asks (rig-size-rules.ts).
  if (banned && usualWidthOver(s, req) !== undefined) return 'avoid';
  if (banned && sizeChecks(s, req).length > 0) return 'notice';
  if (s.applies === 'advisory') return s.restriction === 'size' ? 'none' : 'notice';
  if (s.applies === 'escort-fee') {
    const { needs, unknownWidth } = escortSizes(s, req);
    return needs.length > 0 || unknownWidth !== undefined ? 'notice' : 'none';
  }
  return 'none';
}

/** Whether a route for this request must keep off the segment. */
export const segmentApplies = (s: RestrictedSegment, req: RigRequest) => segmentRule(s, req) === 'avoid';

/** The segment and its road, once: "Independence Pass (CO-82)", but "Going-to-the-Sun Road" alone. */
export const placeOf = (s: RestrictedSegment) => placeWithRoad(s.name, s.road);

export const unconfirmedTail = (s: RestrictedSegment) => (s.confirmed ? '' : REPORTED_TAIL);

/** Why the rig keeps off a segment: its sizes over the limits when they are why, else the row's reason. */
export function whyNot(s: RestrictedSegment, req: RigRequest): string {
  const over = s.restriction === 'size' || s.ferry ? overLimits(s, req) : [];
  if (over.length > 0) return `your rig is ${over.join(' and ')}, and ${s.reason}`;
  if (s.towedCar === 'banned' && towsCar(req)) return `your rig tows a car, and ${s.reason}`;
  if (s.trailers === 'banned' && isTowable(req)) return `your rig is a ${rigTypeName(req)}, and ${s.reason}`;
  if (s.ferry?.propane === 'banned' && req.propaneOnBoard === true)
    return `your rig carries propane, and ${ferryPropaneReason(s.ferry)}`;
  if (s.ferry && ferrySeasonOn(s.ferry, req) === 'closed') return ferryClosedReason(s.ferry);
  return s.reason;
}

/** The width the day took for the rig, when that and not a size it knows is why (rig-size-rules.ts). */
const assumedTail = (s: RestrictedSegment, req: RigRequest) =>
  s.restriction === 'size' && overLimits(s, req).length === 0 ? widthTail(s, req) : '';

/** The parts every row's note shares: its place, its agency, whether its facts were only reported. */
const partsOf = (s: RestrictedSegment, how: NoteHow, why: string, then: string): NoteParts => ({
  how,
  place: placeOf(s),
  why,
  agency: s.authority,
  then,
  reported: !s.confirmed,
});

/** What the day says when its drive went around the segment (the rig's sizes when they are why). */
export function avoidedParts(s: RestrictedSegment, req: RigRequest = {}): NoteParts {
  const via = s.detour ? ` Through traffic goes by ${s.detour.via}, as the authority directs.` : '';
  return partsOf(s, 'avoided', whyNot(s, req), `${via}${assumedTail(s, req)}`);
}
export const avoidedNote = (s: RestrictedSegment, req: RigRequest = {}) => noteText(avoidedParts(s, req));

/**
 * What the day says when its place lies on a segment the drive must keep off: the drive ends before
 * it. `closed`: to the rig (its size, propane), or to all on the date (a road closed for the season,
 * its source's address given).
 */
export function endsShortOf(
  s: RestrictedSegment,
  req: RigRequest = {},
  closed: ShortOf['closed'] = 'rig',
): ShortOf {
  const { how: _h, then: _t, ...parts } = partsOf(s, 'ends-short', whyNot(s, req), '');
  return {
    parts: { ...parts, ...(closed === 'date' ? { source: s.sourceUrl } : {}) },
    closed,
    after: closed === 'rig' ? assumedTail(s, req) : '',
  };
}
export const endsShortParts = (
  s: RestrictedSegment,
  req: RigRequest = {},
  closed: ShortOf['closed'] = 'rig',
): NoteParts => shortOfParts(endsShortOf(s, req, closed));
export const endsShortNote = (s: RestrictedSegment, req: RigRequest = {}, closed: 'rig' | 'date' = 'rig') =>
  noteText(endsShortParts(s, req, closed));

/** What the day says when its drive goes through a segment that allows the rig on a condition (a ferry's note has no parts). */
export function conditionParts(s: RestrictedSegment, req: RigRequest = {}): NoteParts | undefined {
  if (s.ferry) return undefined;
  let what: string;
  if (s.applies === 'valves-shut') what = `propane is allowed with the valves shut: ${s.reason}`;
  else if (s.applies === 'escort-fee' && s.escort) {
    const { needs, unknownWidth } = escortSizes(s, req);
    what =
      needs.length > 0
        ? `your rig is ${needs.join(' and ')}, so it needs an escort and ${s.escort.fee}: ${s.reason}`
        : `a rig ${feetText(unknownWidth ?? 0)} wide or wider needs an escort and ${s.escort.fee}: ${s.reason}`;
  } else if (s.restriction === 'size' && overLimits(s, req).length === 0 && sizeChecks(s, req).length > 0)
    what = `${s.reason}; ${sizeChecks(s, req).join('; ')}`;
  else what = s.restriction === 'size' ? whyNot(s, req) : s.reason;
  return partsOf(s, 'on-drive', what, '');
}
export function conditionNote(s: RestrictedSegment, req: RigRequest = {}): string {
  if (!s.ferry) return noteText(conditionParts(s, req)!);
  const towing = ferryTowingNote(s.ferry, s.limits, req);
  return ferryNote(s.ferry, s) + towing + (ferrySeasonOn(s.ferry, req) === 'uncertain' ? ferryUncertainNote(s.ferry, s.name) : '');
}

/** What the day says when no road in the network gets around a segment the rig must keep off (a ferry's note has no parts). */
export function unavoidableParts(s: RestrictedSegment, req: RigRequest = {}): NoteParts | undefined {
  if (s.ferry) return undefined;
  return partsOf(s, 'through', whyNot(s, req), ` Find another way before you go.${assumedTail(s, req)}`);
}
export function unavoidableNote(s: RestrictedSegment, req: RigRequest = {}): string {
  if (!s.ferry) return noteText(unavoidableParts(s, req)!);
  return `This drive needs ${placeOf(s)}, and our road network has no other way: ${whyNot(s, req)}. Ask ${s.authority} before you go, or find another way.${unconfirmedTail(s)}`;
}

/** What the day says when a routing service's drive goes through it (the service cannot take our table). */
export const passesNote = (s: RestrictedSegment, service: string) =>
  `This drive, as ${service} routes it, goes through ${placeOf(s)}: ${s.reason} (${s.authority}). The service cannot avoid it for your rig: find another way around before you go.`;

/**
 * The segments a drawn line goes through that concern the request (ones to keep off, and ones
 * driven on a condition), each with its rule and the line's point nearest it. Only segments with a
 * polygon: a line carries no road names to match a whole road by.
 */
export function segmentsOnLine(
  line: { lat: number[]; lng: number[] },
  segments: readonly RestrictedSegment[],
  req: RigRequest,
): Array<{ segment: RestrictedSegment; index: number; rule: 'avoid' | 'notice' }> {
  const points = line.lat.map((lat, i) => [line.lng[i], lat]);
  return segments.flatMap((segment) => {
    const rule = segmentRule(segment, req);
    if (rule === 'none' || !segment.polygon || !lineMeets(points, segment.polygon)) return [];
    if (segment.portals && !segment.portals.every((ring) => lineMeets(points, ring))) return [];
    return [{ segment, index: nearestIndex(line, segment.at), rule }];
  });
}

/** The index of the line's point nearest a place. */
export function nearestIndex(
  line: { lat: number[]; lng: number[] },
  at: RestrictedSegment['at'],
  within?: { from: number; to: number | undefined },
): number {
  const cos = Math.cos((at.latitude * Math.PI) / 180);
  const from = Math.max(0, within?.from ?? 0);
  const to = Math.min(line.lat.length - 1, within?.to ?? line.lat.length - 1);
  let best = from;
  let bestD = Infinity;
  // Squared distances: the same nearest point, without a square root per point of a long line.
  for (let i = from; i <= to; i++) {
    const x = (line.lng[i] - at.longitude) * cos;
    const y = line.lat[i] - at.latitude;
    const d = x * x + y * y;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
