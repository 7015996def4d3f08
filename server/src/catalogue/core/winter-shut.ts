import { coldRegion, isWinterDay } from '@shared/plan/calendar';
import { openOnDate } from './campground-record';
import type { CampgroundRow } from './data';
import { operatorGroup } from './season-around';

// A campground of unknown season that is commonly shut for winter: one a land agency runs (the Forest
// Service, the Park Service, BLM, Reclamation, the Corps of Engineers, a state forest), or another
// government's (a state park's, a county's, a city's) that reports no electric hook-ups, in cold
// country (coldRegion: the northern states and the Southwest's high country), on a night between
// November and April. Their water systems are shut off and many gates locked for the winter: Sunshine
// Campground by Telluride (Forest Service), Meeks Bay by Lake Tahoe, Canyon View by Kayenta (Park
// Service), D.L. Bliss State Park by Tahoe City, none reporting a season in our data, were ranked
// first for a November night by their towns before this rule (a scan of towns, 2026-12-06). A public
// park reporting electric hook-ups keeps only the usual call-ahead warning: some keep sites open in
// winter. One ranks after every park of another kind within reach of the night
// (campground-rank.ts), so it is the night only when none of those suits the day, which then says so
// (night-park.ts).

// Operators that are land agencies: federal lands, state forests.
const LAND_AGENCY =
  /\b(forest service|usfs|usda|national forests?|national park service|nps|national parks?|bureau of land management|blm|bureau of reclamation|corps of engineers|usace|fish and wildlife|state forests?|national recreation area)\b/i;
// Their websites' hosts (fs.usda.gov, nps.gov, blm.gov, usbr.gov, usace.army.mil, fws.gov).
const LAND_AGENCY_SITE =
  /^(https?:\/\/)?([^/]*\.)?(fs\.usda\.gov|fs\.fed\.us|nps\.gov|blm\.gov|usbr\.gov|usace\.army\.mil|fws\.gov)(:\d+)?(\/|$)/i;
const STATE_FOREST_NAME = /\bstate forest\b/i;

/**
 * What makes the campground one commonly shut for winter in cold country, as a noun phrase for the
 * day's warning ("a campground run by USFS", "a federal campground listed on Recreation.gov"), or
 * undefined when it is not of that kind (a private RV park, one whose operator the data does not
 * give, a public park reporting electric hook-ups).
 */
export function winterShutKind(row: CampgroundRow): string | undefined {
  if (row.operator && LAND_AGENCY.test(row.operator)) return `a campground run by ${row.operator.trim()}`;
  if (row.source === 'RIDB') return 'a federal campground listed on Recreation.gov';
  if (row.category === 'federal') return 'a federal campground';
  if (row.website && LAND_AGENCY_SITE.test(row.website)) return "a campground on a land agency's website";
  if (STATE_FOREST_NAME.test(row.name)) return 'a state forest campground';
  if (operatorGroup(row) !== 'public' || row.electric === true) return undefined;
  const who =
    row.category === 'state_park'
      ? 'a state park campground'
      : row.category === 'county_municipal'
        ? 'a county or city campground'
        : 'a public campground';
  return `${who} reporting no electric hook-ups`;
}

/**
 * Whether the campground is likely shut on one of the nights: it reports no season for a winter
 * night in cold country, and it is of the kind winterShutKind names.
 */
export function winterShut(row: CampgroundRow, dates: readonly string[]): boolean {
  if (!coldRegion(row.lat, row.lng)) return false;
  if (!dates.some((d) => isWinterDay(d) && openOnDate(row, d) === undefined)) return false;
  return winterShutKind(row) !== undefined;
}
