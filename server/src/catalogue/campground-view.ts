import type { Campground } from '@shared/schemas/places';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import type { RvPark } from '@shared/schemas/plan';
import { hasOsmData } from './campground-merge';
import { NO_PETS, meetsNeed, textNeed } from './campground-needs';
import {
  amenityLabels,
  bookingUrl,
  campgroundKind,
  campgroundSeason,
  maxLengthFeet,
  safeWebsite,
  wifiValue,
} from './campground-record';
import type { CampgroundRow } from './data';
import { gpsText, round } from './geo';
import { seasonLabel } from './seasons';

// How a record reads as the API's campground and as a plan's park.

const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');
const petsValue = (row: CampgroundRow): 'yes' | 'no' | 'unknown' => {
  if (row.pets) return row.pets === 'no' ? 'no' : 'yes';
  if (row.source === 'RIDB') {
    const text = `${row.name} ${row.description ?? ''}`;
    if (NO_PETS.test(text)) return 'no';
  }
  return 'unknown';
};
const reservationValue = (row: CampgroundRow) => {
  const r = row.reservation?.toLowerCase();
  if (!r) return undefined;
  if (/^(yes|required|recommended|accepted|no)$/.test(r)) return r as 'yes' | 'required' | 'recommended' | 'accepted' | 'no';
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
    reported: {
      electric: yesNo(row.electric ?? (row.source === 'RIDB' ? textNeed(row, 'full-hookups') : undefined)),
      dumpStation: yesNo(row.dumpStation ?? (row.source === 'RIDB' ? textNeed(row, 'dump-station') : undefined)),
      showers: yesNo(row.showers ?? (row.amenities.includes('showers') ? true : undefined)),
      water: yesNo(row.drinkingWater ?? (row.amenities.includes('water') ? true : undefined)),
      pets: petsValue(row),
      wifi: wifiValue(row),
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
    price: row.cost !== null ? `$${row.cost}/night (reported)` : 'Price not listed',
    gpsCoordinates: gpsText({ latitude: row.lat, longitude: row.lng }),
    address: row.address ?? address,
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
  };
}
