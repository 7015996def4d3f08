import type { Campground } from '@shared/schemas/places';
import { flagLabel, REPORTED_FLAG_KEYS } from '@shared/schemas/needs';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';

// What a popup or card says about a campground beyond its name: only what the source reports,
// each labelled as reported; 'unknown' and absent attributes are left out, never guessed.

const flagText: Record<string, string> = { yes: 'Yes', no: 'No' };

const reservationText: Record<string, string> = {
  yes: 'Taken',
  accepted: 'Taken',
  recommended: 'Recommended',
  required: 'Required',
  no: 'Not taken',
};

/** The reported facts as [label, value] rows, and the credit line a record's source asks for. */
export function reportedFacts(campground: Campground): {
  facts: Array<[string, string]>;
  credit: { text: string; url: string } | null;
} {
  const r = campground.reported;
  const rows: Array<[string, string | undefined]> = [
    ...REPORTED_FLAG_KEYS.map((flag): [string, string | undefined] => [
      flagLabel(flag),
      r && flagText[r[flag]],
    ]),
    ['Max length', r?.maxLengthFeet !== undefined ? `${Math.round(r.maxLengthFeet)} ft` : undefined],
    ['Season', r?.season?.replace(/^Season:\s*/i, '').replace(/\s*\(reported\)$/i, '')],
    [
      'Fee',
      campground.reportedCost !== undefined
        ? `$${Math.round(campground.reportedCost)}/night`
        : r?.fee === 'yes'
          ? 'Charged (amount not reported)'
          : r?.fee === 'no'
            ? 'Free'
            : undefined,
    ],
    ['Reservations', r?.reservation ? reservationText[r.reservation] : undefined],
  ];
  const facts = rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  const osm =
    campground.dataSource === 'OpenStreetMap' || /openstreetmap/i.test(campground.attribution ?? '');
  return {
    facts,
    credit: osm
      ? {
          text: campground.attribution ?? OSM_ATTRIBUTION,
          url: campground.attributionUrl ?? OSM_COPYRIGHT_URL,
        }
      : null,
  };
}
