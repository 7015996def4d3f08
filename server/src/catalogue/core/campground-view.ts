import type { Campground } from '@shared/schemas/places';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import type { RvPark } from '@shared/schemas/plan';
import { hasOsmData } from './campground-merge';
import { meetsNeed, reportedFlags } from './campground-needs';
import {
  amenityLabels,
  bookingUrl,
  campgroundKind,
  campgroundSeason,
  maxLengthFeet,
  safeWebsite,
} from './campground-record';
import type { CampgroundRow } from './data';
import { round } from '../../geo';
import { placeKinds } from './place-kinds';
import { seasonLabel } from './seasons';

// How a record reads as the API's campground and as a plan's park.

const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');
const reservationValue = (row: CampgroundRow) => {
  const r = row.reservation?.toLowerCase();
  if (!r) return undefined;
  if (/^(yes|required|recommended|accepted|no)$/.test(r))
    return r as 'yes' | 'required' | 'recommended' | 'accepted' | 'no';
  return undefined;
};

/** The API record: every attribute as reported, `unknown` where the data says nothing. */
export function toCampground(row: CampgroundRow, distance?: number): Campground {
  const season = campgroundSeason(row);
  const maxLen = maxLengthFeet(row);
  const osm = hasOsmData(row);
  const url = bookingUrl(row);
  const website = safeWebsite(row.website);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    type: campgroundKind(row),
    source: row.source === 'OSM' ? 'places service' : 'enhanced internal database',
    dataSource: row.source === 'OSM' ? 'OpenStreetMap' : 'RIDB',
    amenities: amenityLabels(row),
    amenitiesReported: true,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(website ? { website } : {}),
    latitude: row.lat,
    longitude: row.lng,
    state: row.state,
    ...(distance !== undefined ? { distance: round(distance, 1) } : {}),
    ...(row.facilityId ? { facilityId: row.facilityId } : {}),
    ...(url ? { reservationUrl: url } : {}),
    ...(row.cost !== null ? { reportedCost: row.cost } : {}),
    ...(row.rigFriendly.length > 0 ? { reportedRigTypes: row.rigFriendly } : {}),
    ...(row.roadDifficulty !== 'unknown' ? { reportedRoadSurface: row.roadDifficulty } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.category ? { category: row.category } : {}),
    rvEvidence: row.rvEvidence === true || meetsNeed(row, 'big-rig') === true,
    ...(placeKinds(row).includes('military') ? { militaryOnly: true } : {}),
    reported: {
      ...reportedFlags(row),
      fee: yesNo(row.fee ?? (row.cost !== null ? true : undefined)),
      ...(maxLen !== undefined ? { maxLengthFeet: maxLen } : {}),
      ...(reservationValue(row) ? { reservation: reservationValue(row) } : {}),
      ...(seasonLabel(season) ? { season: seasonLabel(season) } : {}),
    },
    ...(osm ? { attribution: OSM_ATTRIBUTION, attributionUrl: OSM_COPYRIGHT_URL } : {}),
  };
}

/** A campground as an itinerary park. */
export function toRvPark(row: CampgroundRow, address: string): RvPark {
  const c = toCampground(row);
  return {
    id: row.id,
    name: row.name,
    amenities: c.amenities,
    amenitiesReported: true,
    nightlyFee: row.cost,
    ...(row.cost !== null ? { nightlyFeeBasis: 'reported' as const } : {}),
    latitude: row.lat,
    longitude: row.lng,
    address: row.address ?? address,
    ...(row.state ? { state: row.state } : {}),
    ...(row.facilityId ? { facilityId: row.facilityId } : {}),
    ...(c.reservationUrl ? { reservationUrl: c.reservationUrl } : {}),
    isPlaceholder: false,
    ...(row.description ? { description: row.description } : {}),
    type: c.type,
    dataSource: c.dataSource,
    ...(c.phone ? { phone: c.phone } : {}),
    ...(c.website ? { website: c.website } : {}),
    reported: c.reported,
    rvEvidence: c.rvEvidence,
    ...(c.attribution ? { attribution: c.attribution, attributionUrl: c.attributionUrl } : {}),
    ...(c.militaryOnly ? { militaryOnly: true } : {}),
  };
}
