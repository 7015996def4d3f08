import type { CampgroundRow } from './data';

// Kinds of place an RV traveller cannot pull into for a night, read from a record's name and tags.
// Every rule, with examples from our data, is listed in data/SOURCES.md ("Kinds of place"). A record
// of one of these kinds is never offered in plans, road stops, park suggestions or the park search;
// nor drawn on the map's campground layer (scripts/map-data-cells.ts). FamCamps are the exception for
// a traveller with a military ID (PlaceAccess): the layer keeps them flagged for that traveller.

export const PLACE_KINDS = [
  'organisation-camp',
  'tent-only',
  'hike-in',
  'staff-housing',
  'horse-camp',
  'group-only',
  'military',
  'members-only',
  'not-a-campground',
  'dispersed',
  'event-camping',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** What the traveller brings to a place: access some kinds need (others are never for an RV night). */
export interface PlaceAccess {
  /** A military ID (active duty, retired, dependants, some veterans): FamCamps and base RV parks. */
  militaryAccess?: boolean;
  /** The traveller brings horses: horse camps (the plan request's `horses`, a form setting). */
  horses?: boolean;
  /**
   * The night is a free overnight on public land the traveller asked for (steps/public-land-
   * overnight.ts, which says the site's rules): dispersed sites named for a whole forest or BLM area.
   */
  publicLandOvernight?: boolean;
}

/** A word a traveller reads for each kind (the map's mark, the docs). */
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  'organisation-camp': 'youth, church or organisation camp',
  'tent-only': 'tent-only sites',
  'hike-in': 'hike-in, walk-in, boat-in or backcountry sites',
  'staff-housing': 'staff, volunteer or camp-host housing',
  'horse-camp': 'horse camp',
  'group-only': 'group sites only',
  military: 'military (FamCamp): ID required',
  'members-only': 'members only',
  'not-a-campground': 'not a campground for a night',
  dispersed: 'dispersed camping on public land, not a campground',
  'event-camping': 'race-track event camping (race weekends only)',
};

// A name that says the record is a campground an RV can use (it lifts the "Camp <Name>" rule only).
const RV_PARK_NAME = /\b(rv|r\.v\.|campground|campgrounds|camping|koa|caravan|trailer park|resort|fimfo)\b/i;
// A website that is a camping listing or an RV park's (hipcamp.com, campingonthenoyo.com).
const CAMPING_SITE = /^(https?:\/\/)?([^/]*\.)?([^/.]*(camping|rv)[^/.]*|hipcamp)\.[a-z]+(\/|$)/i;
const HAS_RV_EVIDENCE = (row: CampgroundRow) =>
  row.rvEvidence === true || row.caravans === true || row.electric === true || row.dumpStation === true;

/**
 * The catalogue says the park takes RVs: RV sites, hook-ups or a dump station reported, or an
 * agency's established campground (Recreation.gov). Big Bend's roadside primitive sites (Grapevine
 * Hills, Pine Canyon: an OpenStreetMap pin and a name) say nothing of it; Rio Grande Village does.
 */
export const reportsRvs = (row: CampgroundRow): boolean =>
  HAS_RV_EVIDENCE(row) || (row.source === 'RIDB' && row.type === 'established');

// Youth, scout, YMCA/YWCA, JCC, Boys & Girls Club, church, bible and retreat camps, and camps for
// children or students (summer and day camps, boys' and girls' camps, a university's field camp).
// "Scout" alone is a place name (Scout Mountain Campground, Idaho): only scouting's own words count.
// "Youth" begins a word too (Youthfront Camp West, a youth ministry's camp).
const ORGANISATION_NAME =
  /\b((boy|girl|cub) scouts?|scouts? (camp|reservation|ranch|council)|scouting|bsa|youth\w*|(boys|girls|summer|day|field|nature) ?camps?|children'?s (camp|campground)s?|school district|easter seals|outdoor (education|school)|4-?h|future farmers|ffa|ymca|ywca|jcc|boys (&|and) girls club|salvation army|young life|church|bible|christian|baptist|methodist|lutheran|presbyterian|catholic|mennonite|episcopal|diocese|ministr(y|ies)|camp meeting|conference (center|centre)|retreat (center|centre)|camp (&|and) retreat|senior camp|kid'?s club)\b/i;
const ORGANISATION_OPERATOR =
  /\b(church|baptist|methodist|lutheran|presbyterian|catholic|diocese|ministr(y|ies)|bible|council|bsa|scouts?|ymca|ywca|jcc|young life|4-h|salvation army|latter-day saints|conference of the)\b/i;
const ORGANISATION_SITE =
  /^(https?:\/\/)?([^/]*\.)?(\w*bsa|scouting|\w*ymca|\w*ywca|\w*jcc|bgc\w*|\w*salvationarmy|younglife)\.org(\/|$)|^(https?:\/\/)?([^/]*\.)?[\w-]*youth[\w-]*\.[a-z]+(\/|$)|\/(summer-camps?|summer-and-vacation-camps|overnight-camps?|day-camps?)(\/|$)/i;
// "Camp Tel Noar", "Camp Huck-a-Berry": "Camp <Name>" and nothing for RVs is a summer camp's name.
// Not federal (RIDB) rows, nor a park a government runs (Camp Taylor, Samuel P. Taylor State Park).
const SUMMER_CAMP_NAME =
  /^camp (?!(area|host|grounds?|sites?|creek|run|spring|springs|lake)\b|\d)[a-z][\w'.-]*( [\w'.-]+){0,3}( (&|and) camp [a-z][\w'.-]*( [\w'.-]+){0,3})?$/i;
const PUBLIC_OPERATOR =
  /\b(county|city|town|township|village|state|national|park|parks|np|nps|district|department|dnr|dcr|forest|metroparks|usfs|blm|commission)\b/i;
const summerCamp = (row: CampgroundRow) =>
  row.source !== 'RIDB' &&
  SUMMER_CAMP_NAME.test(row.name.trim()) &&
  !RV_PARK_NAME.test(row.name) &&
  !HAS_RV_EVIDENCE(row) &&
  !(row.operator && PUBLIC_OPERATOR.test(row.operator)) &&
  !CAMPING_SITE.test(row.website ?? '') &&
  !governmentSite(row.website);
/** A website on a government's own host (fs.usda.gov, a state's .us): an agency runs the place. */
export const governmentSite = (url: string | undefined): boolean =>
  !!url && /^(https?:\/\/)?[^/]*(\.gov|\.[a-z]{2}\.us)(:\d+)?(\/|$)/i.test(url);

// Organisation camps whose name and tags say nothing, confirmed on their own pages (data/SOURCES.md).
const CONFIRMED_ORGANISATION_CAMPS = new Set([
  'osm-2085358724', // Grotonwood, Groton MA: a Massachusetts Baptist camp (grotonwood.org/history/)
]);

const TENT_ONLY_NAME =
  /\b(tents? only|tent (area|sites?|pitches|platforms?|campground|camping( area)?|village|cabins?)|tentsites?|tenting area|platforms?|safari tents?)\b|\(tent only\)|^tents?$/i;
const HIKE_IN_NAME =
  /\b(back ?pack(ers?|er'?s|ing)? (camp ?grounds?|camp|sites?|campsites?|area)s?|^back ?pack(ers?)? #?\d+$|walk[- ]in|hike[- ]in|boat[- ]in|paddle[- ]in|canoe[- ](in|camp|site)s?|bike[- ]in|backcountry|back country|hike (&|and) bike|hike\/bike|hiker[- /]biker|trail camp|primitive tents?( sites?)?|boat camp|water trail|lean[- ]?tos?|\(adirondack\))\b|\bshelters?( #?\d+)?$/i;
const STAFF_NAME =
  /\b(staff|employees?|volunteers? (camp|camping|campground|area|village|sites?|housing|pads?)|camp ?(ground )?host|host (sites?|pads?|spots?)|^host$|work (center|centre|station)|ranger station|workampers?|seasonal housing|ranger (housing|residence)|(rv|workers?|employee) housing|^housing$)\b/i;
const HORSE_NAME =
  /(?<!\b(crazy|white|wild|stray|bay|sea|iron|lone|dark|painted|black|red|hungry) )\b(horse ?(camp|campground|camping|trailer|corral|group)s?|horsecamp|equestrian|pack station|horsem[ae]n'?s|horse ?riders'?)(?!\w)/i;
const GROUP_NAME = /\b(group (site|camp|campsite|area|campground|unit|loop|shelter)s?|group$|campgroup)\b/i;
const GROUP_TEXT =
  /\b(group (camping|sites?|use|campground) only|for groups only|group reservations? only|only groups)\b/i;
// FamCamps and other base campgrounds: open to military ID holders only.
const MILITARY_NAME =
  /\b(fam ?camp|afb|air force (base|academy)|naval (air )?station|nas [a-z]|navy (getaways|rv|fam|recreation)|marine corps|mcas|mwr|army (recreation(al)?|travel) (area|camp)|joint base|travel camp|military)\b|\b(fort|ft\.?) (bliss|belvoir|hood|cavazos|bragg|liberty|campbell|carson|sill|riley|leonard wood|stewart|benning|moore|polk|johnson|drum|huachuca|irwin|knox|jackson|gordon|eisenhower|rucker|novosel|lee|gregg-adams|mccoy|lewis|wainwright|greely|dix|detrick|eustis|story|pickett|barfoot) (rv|fam|travel|recreation)/i;
// Operators of bases; the Corps of Engineers and the Salvation Army are not.
const MILITARY_OPERATOR =
  /\b(air force|afb|sfb|space force|naval|navy|marine corps|mwr|coast guard|army(?! corps of engineers)|national guard)\b/i;
const NOT_MILITARY_OPERATOR = /\b(corps of engineers|salvation army)\b/i;
// A base's own site (.mil), but not the Corps of Engineers' lakes (usace.army.mil).
const militarySite = (url: string) => {
  const host = /^(?:https?:\/\/)?([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return (host.endsWith('.mil') && !/(^|\.)usace\./.test(host)) || /\/mwr\//i.test(url);
};

const MEMBERS_NAME = /\b(naturist|nudist|clothing[- ]optional|sun club|members only)\b/i;
// A club's or a lodge's grounds (Pymatuning Yacht Club, Sugar Island Hunting and Fishing Club, Moose
// Lodge #836), unless the name also says RV park or campground (Sunset Isle RV & Yacht Club).
const CLUB_NAME =
  /\b((yacht|boat|ski|sports?|motorcycle|hunting|fishing|gun|saddle|outboard|runabout) club|property owners'? association|hoa|poa|(moose|elks) lodge)\b/i;
const ALSO_A_PARK = /\b(rv|r\.v\.|campground|koa)\b/i;
// An operator that is an association of members (a property owners' association, a camping
// cooperative), or the Elks' lodge pages (elks.org: RV sites for Elks members).
const MEMBERS_OPERATOR = /\b(property owners|homeowners|poa|hoa|members|cooperative|co-?op)\b/i;
const MEMBERS_SITE = /^(https?:\/\/)?([^/]*\.)?elks\.org(\/|$)/i;
const MEMBERS_RESERVATION = /members?[_ ]only|membership required|private club/i;

// Places that are not campgrounds for a traveller's night: home communities, storage lots and
// glamping hotels (unless the name also says campground).
const NOT_A_CAMPGROUND_NAME =
  /\b(mobile[- ]?homes?|manufactured[- ]homes?|mobile (estates|park|village|manor|court)|mhp|mhc)\b/i;
const STORAGE_OR_GLAMPING = /\b(storage|glamping)\b/i;
// Lodging with no pitch: a name that ends in cabins, a lodge, yurts or a tipi village ("High Shoals
// Cabins", "Tamarack Lodge", "Moenkopi Yurts"), or summer homes on leased forest lots, on a record that
// reports nothing for RVs and whose name does not also say campground ("Little Lyford Lodge & Cabins"
// with RV evidence, "Wildcat Lodge & Campground" and "Beaver Valley Haven RV & Cabins" stay).
const LODGING_NAME =
  /\b(cabins?|cabin (area|village)|lodge|yurts|yurt village|tipi village|tipis|teepees)$|\b(summer ?homes|recreation residences?)\b/i;
// Tent cabins a lodging company rents, mapped as a campground (Curry Village, Yosemite: tents=no and
// its website a lodging page): no pitch for a tent, nothing reported for an RV.
const LODGING_PAGE = /^(https?:\/\/)?[^/]+\/([^?#]*\/)?lodging(\/|$)/i;
const lodgingTentCabins = (row: CampgroundRow) =>
  row.tents === false && !!row.website && LODGING_PAGE.test(row.website) && !HAS_RV_EVIDENCE(row);
// A business that sells, repairs or rents rigs, or rents cabins, tagged as a campground ("Oklahoma
// Trailer Sales", "R&T Diesel Repair", "Chelan RV Rentals"): not a night's stay unless the name also
// says campground.
const RIG_BUSINESS_NAME = /\b(sales|dealers?(hip)?|repairs?|service cent(er|re)|(rv|cabin) rentals?)\b/i;
// A home community's own website (cherryhillmhc.com, daytonestatesmhp.com) for a record whose name
// does not say RV park or campground.
const HOME_COMMUNITY_SITE = /^(https?:\/\/)?([^/]*\.)?[\w-]*(mhc|mhp)\.[a-z]+(\/|$)/i;
// A record whose name says the place no longer operates: "Cactus RV Park (former)", "Mid-South RV Park
// (Closed)", "(Closed) Hemenway Campground", "Former Valley Plaza Resort RV Park (Permanently Closed)".
// Not "Closed for the season" nor a seasonal note: only a closure of the place itself.
const NO_LONGER_OPEN =
  /\((former|closed|permanently closed|defunct|abandoned)\)|^former\b|\bpermanently closed\b/i;
const ALSO_A_CAMPGROUND = /\b(rv (park|resort|campground)|campground|camping|koa|caravan)\b/i;
// A record named for a whole forest, grassland or BLM area, or for free or dispersed camping, with no
// campground in its name ("Buffalo Gap National Grassland", "Coconino National Forest", "BLM Lone
// Tree North"): dry camping on open land (no toilets or water reported), never a park's night unless
// the traveller asked for free overnights, which says its rules (the public-land overnight).
const DISPERSED_NAME =
  /\b(national (forest|grassland)|blm|bureau of land management|dispersed|free camping|boondock\w*)\b/i;
const CAMPGROUND_WORDS =
  /\b(campgrounds?|campsites?|camp ?ground|rv (park|resort)|resort|lodge|koa|recreation area)\b/i;
/** RIDB description wording that rules out every rig. */
export const NOT_RV_TEXT = /\b(tents? only|walk-in only|hike-in|boat-in|no (rvs|trailers|motorhomes))\b/i;

// Race fans' camping at a speedway, raceway or dragway, open for race weekends ("Bridgeport Speedway
// Campground", a track's fan guide as its website; "Daytona International Speedway RV Park - East";
// the lots Atlanta Motor Speedway operates; "Infield" and "Pits" lots). Not a park near a track named
// for the road it is on ("Daytona Speedway RV", International Speedway Blvd), nor "Racetrack
// Campground" (a Forest Service campground on Racetrack Creek, MT), nor a speedway's year-round RV
// resort with no speedway word in its name (Camping World Racing Resort, Charlotte). Fairgrounds are
// not this kind: many run year-round RV parks.
const TRACK = String.raw`(speedway|superspeedway|raceway|dragway|drag strip)`;
const EVENT_CAMPING_NAME = new RegExp(
  String.raw`\b${TRACK}( \w+)? (campground|camping|campsites?|camp|rv (park|lot|camping)|infield|lot)\b|^(the )?(infield|pits)( camping| campground)?$`,
  'i',
);
const TRACK_OPERATOR = new RegExp(String.raw`\b${TRACK}\b`, 'i');
// The track's own website: a host named for a speedway or raceway (bpspeedway.com,
// deercreekspeedway.com), or a track's fan-guide page.
// Race lots whose name and tags say nothing of the track (data/SOURCES.md): Darlington Raceway's
// Petty and Pearson campgrounds and the two lots mapped with them on its grounds (Gecko RV Park, in
// the infield; Park Place RV Parking); the Indianapolis Motor Speedway's VIP RV Lot, inside its oval,
// whose lots open for camping on race weekends.
const CONFIRMED_EVENT_CAMPING = new Set([
  'osm-161135344', // Petty Blvd RV Parking
  'osm-161135343', // Pearson Blvd RV Parking
  'osm-161270454', // Gecko RV Park
  'osm-161270453', // Park Place RV Parking
  'osm-570796645', // VIP RV Lot
]);
const TRACK_SITE =
  /^(https?:\/\/)?([^/]*\.)?[\w-]*(speedway|raceway|dragway)\.[a-z]+(\/|$)|\/fan-(guide|info)\//i;

type Rule = (row: CampgroundRow) => boolean;
const RULES: Record<PlaceKind, Rule> = {
  'organisation-camp': (row) =>
    ORGANISATION_NAME.test(row.name) ||
    (!!row.operator && ORGANISATION_OPERATOR.test(row.operator)) ||
    (!!row.website && ORGANISATION_SITE.test(row.website)) ||
    CONFIRMED_ORGANISATION_CAMPS.has(row.id) ||
    summerCamp(row),
  'tent-only': (row) =>
    (TENT_ONLY_NAME.test(row.name) && !/\b(rvs?|trailers?)\b/i.test(row.name)) ||
    /\btents? only\b/i.test(row.name) ||
    row.caravans === false ||
    (row.source === 'RIDB' && !!row.description && /\btents? only\b/i.test(row.description)),
  'hike-in': (row) =>
    HIKE_IN_NAME.test(row.name) ||
    (row.source === 'RIDB' && !!row.description && NOT_RV_TEXT.test(row.description)),
  'staff-housing': (row) => STAFF_NAME.test(row.name) && !/\bvolunteer fire\b/i.test(row.name),
  'horse-camp': (row) => HORSE_NAME.test(row.name),
  'group-only': (row) =>
    GROUP_NAME.test(row.name) ||
    (row.source === 'RIDB' && !!row.description && GROUP_TEXT.test(row.description)),
  military: (row) =>
    MILITARY_NAME.test(row.name) ||
    (!!row.operator && MILITARY_OPERATOR.test(row.operator) && !NOT_MILITARY_OPERATOR.test(row.operator)) ||
    (!!row.website && militarySite(row.website)),
  'members-only': (row) =>
    MEMBERS_NAME.test(row.name) ||
    (CLUB_NAME.test(row.name) && !ALSO_A_PARK.test(row.name)) ||
    (!!row.reservation && MEMBERS_RESERVATION.test(row.reservation)) ||
    (!!row.operator && MEMBERS_OPERATOR.test(row.operator)) ||
    (!!row.website && MEMBERS_SITE.test(row.website)),
  'not-a-campground': (row) =>
    NOT_A_CAMPGROUND_NAME.test(row.name) ||
    NO_LONGER_OPEN.test(row.name) ||
    ((STORAGE_OR_GLAMPING.test(row.name) || RIG_BUSINESS_NAME.test(row.name)) &&
      !ALSO_A_CAMPGROUND.test(row.name)) ||
    (LODGING_NAME.test(row.name.trim()) &&
      !ALSO_A_CAMPGROUND.test(row.name) &&
      !ALSO_A_PARK.test(row.name) &&
      !HAS_RV_EVIDENCE(row)) ||
    (!!row.website && HOME_COMMUNITY_SITE.test(row.website) && !ALSO_A_CAMPGROUND.test(row.name)) ||
    lodgingTentCabins(row),
  dispersed: (row) =>
    row.source === 'OSM' && DISPERSED_NAME.test(row.name) && !CAMPGROUND_WORDS.test(row.name),
  'event-camping': (row) =>
    EVENT_CAMPING_NAME.test(row.name) ||
    CONFIRMED_EVENT_CAMPING.has(row.id) ||
    (!!row.operator && TRACK_OPERATOR.test(row.operator)) ||
    (!!row.website && TRACK_SITE.test(row.website)),
};

const NONE: readonly PlaceKind[] = [];
const kindsCache = new WeakMap<CampgroundRow, readonly PlaceKind[]>();

/** Every kind of unusable place the record's name and tags say it is; empty: an RV may use it. */
export function placeKinds(row: CampgroundRow): readonly PlaceKind[] {
  let kinds = kindsCache.get(row);
  if (!kinds) {
    const hit = PLACE_KINDS.filter((k) => RULES[k](row));
    kinds = hit.length === 0 ? NONE : hit;
    kindsCache.set(row, kinds);
  }
  return kinds;
}

const waived = (kind: PlaceKind, access: PlaceAccess) =>
  (kind === 'military' && access.militaryAccess === true) ||
  (kind === 'horse-camp' && access.horses === true) ||
  (kind === 'dispersed' && access.publicLandOvernight === true);

/** The kinds that keep this traveller out (a military ID opens a FamCamp, horses a horse camp). */
export function barringKinds(row: CampgroundRow, access: PlaceAccess = {}): readonly PlaceKind[] {
  const kinds = placeKinds(row);
  if (kinds.length === 0) return NONE;
  return kinds.filter((k) => !waived(k, access));
}

/** Never an RV overnight for this traveller (by default, a civilian without horses). */
export function notForRvs(row: CampgroundRow, access: PlaceAccess = {}): boolean {
  return barringKinds(row, access).length > 0;
}
