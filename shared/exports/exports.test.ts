// @vitest-environment jsdom
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { makePlan, makeTrip } from '../trips/test-factories';
import { buildDrivingLog, csvField } from './csv';
import { dayLabel, exportTripOf, milesBetween, shapingPoints } from './export-trip';
import { EXPORT_FORMATS } from './format-labels';
import { buildExport, exportFileName } from './formats';
import { buildGarminGpx, buildPlainGpx } from './gpx';
import { buildIcs, buildTripDatesIcs, foldIcsLine, icsEscape, icsLocalTime } from './ics';
import { buildKml } from './kml';
import { buildTrp, trpText } from './trp';

const now = new Date('2026-08-15T12:30:45.123Z');
const GPX_NS = 'http://www.topografix.com/GPX/1/1';
const TRP_NS = 'http://www.garmin.com/xmlschemas/TripExtensions/v1';

const parseXml = (text: string | null) => {
  const doc = new DOMParser().parseFromString(text ?? '', 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

/** A plan whose days carry road geometry about 60 miles long (a line of points 0.3 degrees apart). */
function planOnRoads(dayCount = 3) {
  const plan = makePlan(dayCount);
  plan.dailyItinerary = plan.dailyItinerary.map((d) => {
    const line: Array<[number, number]> = [0, 0.3, 0.6, 0.9].map((f) => [
      d.from.latitude + (d.to.latitude - d.from.latitude) * (f / 0.9),
      d.from.longitude + (d.to.longitude - d.from.longitude) * (f / 0.9),
    ]);
    return { ...d, geometry: polyline.encode(line, 5) };
  });
  return plan;
}

/** Unfolded calendar lines grouped into events. */
function icsEvents(ics: string): string[][] {
  const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      events.push(current ?? []);
      current = null;
    } else if (current) current.push(line);
  }
  return events;
}
const prop = (ev: string[], name: string) =>
  ev.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('the export model', () => {
  it('labels days as a navigator lists them', () => {
    expect(dayLabel(1, '2027-05-18')).toBe('Day 1 - Tue May 18');
    expect(dayLabel(3, 'not a date')).toBe('Day 3');
  });

  it('gives every driving day its departure, arrival, road track and the night that ends it', () => {
    const plan = planOnRoads(2);
    plan.input = { ...plan.input, departureTime: '08:30' };
    const trip = exportTripOf(makeTrip(), plan);
    expect(trip.days).toHaveLength(2);
    expect(trip.days[0]).toMatchObject({ departure: '08:30', arrivalMinutes: 8 * 60 + 30 + 132 });
    expect(trip.days[0].track).toHaveLength(4);
    expect(trip.days[0].night.campground).toBe('Campground 1');
    // The day ends at its park, not the town it is named after.
    expect(trip.days[0].to.name).toBe('Campground 1');
  });

  it('puts shaping points no more than the spacing apart along the road, ends excluded', () => {
    const track = [
      { latitude: 40, longitude: -100 },
      { latitude: 40, longitude: -99 }, // about 53 miles
      { latitude: 40.5, longitude: -99 }, // about 35 miles
    ];
    const points = shapingPoints(track, 5);
    const all = [track[0], ...points, track[2]];
    for (let i = 1; i < all.length; i++) expect(milesBetween(all[i - 1], all[i])).toBeLessThanOrEqual(6.3);
    expect(points.length).toBeGreaterThanOrEqual(16);
    expect(shapingPoints([track[0]], 5)).toEqual([]);
  });
});

describe('Garmin GPX', () => {
  it('has a route per driving day with via points at its ends and shaping points between', () => {
    const gpx = buildGarminGpx(
      exportTripOf(makeTrip({ title: 'Rocks & "Arches" <Trip>' }), planOnRoads(3)),
      now,
    );
    const doc = parseXml(gpx);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(GPX_NS);
    expect(
      doc.getElementsByTagNameNS(GPX_NS, 'metadata')[0].getElementsByTagNameNS(GPX_NS, 'name')[0].textContent,
    ).toBe('Rocks & "Arches" <Trip>');
    const routes = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'rte'));
    expect(routes.map((r) => r.getElementsByTagNameNS(GPX_NS, 'name')[0].textContent)).toEqual([
      'Day 1 - Tue Sep 1',
      'Day 2 - Wed Sep 2',
      'Day 3 - Thu Sep 3',
    ]);
    for (const route of routes) {
      const points = Array.from(route.getElementsByTagNameNS(GPX_NS, 'rtept'));
      const via = points.map((p) => p.getElementsByTagNameNS(TRP_NS, 'ViaPoint').length === 1);
      expect(via[0]).toBe(true);
      expect(via.at(-1)).toBe(true);
      expect(via.slice(1, -1).every((v) => !v)).toBe(true);
      expect(points.length).toBeGreaterThan(4);
      for (let i = 1; i < points.length; i++) {
        const at = (p: Element) => ({
          latitude: Number(p.getAttribute('lat')),
          longitude: Number(p.getAttribute('lon')),
        });
        expect(milesBetween(at(points[i - 1]), at(points[i]))).toBeLessThanOrEqual(10);
      }
    }
    // GPX 1.1 order: metadata, waypoints, routes.
    expect(Array.from(root.children).map((c) => c.localName)).toEqual([
      'metadata',
      'wpt',
      'wpt',
      'wpt',
      'rte',
      'rte',
      'rte',
    ]);
  });

  it("puts the traveller's via stop between the shaping points where the road passes it", () => {
    const plan = planOnRoads(1);
    const day = plan.dailyItinerary[0];
    const middle = {
      name: 'Grandma',
      latitude: (day.from.latitude + day.to.latitude) / 2,
      longitude: (day.from.longitude + day.to.longitude) / 2,
    };
    plan.dailyItinerary[0] = { ...day, via: [middle] };
    const doc = parseXml(buildGarminGpx(exportTripOf(makeTrip(), plan), now));
    const points = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'rtept'));
    const names = points.map((p) => p.getElementsByTagNameNS(GPX_NS, 'name')[0].textContent);
    const at = names.indexOf('Grandma');
    expect(at).toBeGreaterThan(1);
    expect(at).toBeLessThan(points.length - 2);
    expect(points[at].getElementsByTagNameNS(TRP_NS, 'ViaPoint')).toHaveLength(1);
  });

  it("says in a day's route that it crosses by ferry, so the line over the water is not taken for a road", () => {
    const plan = planOnRoads(2);
    const ferry =
      'Ferry: the Hatteras-Ocracoke ferry (NCDOT Ferry Division) on NC-12, about 60 min crossing.';
    plan.dailyItinerary[0] = { ...plan.dailyItinerary[0], notes: [...plan.dailyItinerary[0].notes, ferry] };
    const doc = parseXml(buildGarminGpx(exportTripOf(makeTrip(), plan), now));
    const descs = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'rte')).map(
      (r) => r.getElementsByTagNameNS(GPX_NS, 'desc')[0].textContent ?? '',
    );
    expect(descs[0].split('\n')[0]).toMatch(
      /mi; crosses by ferry, not by road: the Hatteras-Ocracoke ferry\)$/,
    );
    expect(descs[1]).not.toMatch(/ferry/);
  });

  it('makes consecutive nights at one campground one waypoint', () => {
    const plan = makePlan(3);
    plan.dailyItinerary[2] = {
      ...plan.dailyItinerary[2],
      rvPark: plan.dailyItinerary[1].rvPark,
      distance: 0,
    };
    const doc = parseXml(buildGarminGpx(exportTripOf(makeTrip(), plan), now));
    const names = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'wpt')).map(
      (w) => w.getElementsByTagNameNS(GPX_NS, 'name')[0].textContent,
    );
    expect(names).toEqual(['Day 1: Campground 1', 'Days 2-3: Campground 2']);
    // The day at the park has no drive, so no route.
    expect(doc.getElementsByTagNameNS(GPX_NS, 'rte')).toHaveLength(2);
  });

  it('cannot be produced without coordinates', () => {
    expect(buildGarminGpx({ tripId: 'X', title: 'T', days: [] }, now)).toBeNull();
    expect(buildPlainGpx({ tripId: 'X', title: 'T', days: [] }, now)).toBeNull();
  });
});

describe('plain GPX', () => {
  it('has the nights as waypoints and a full track per day, without vendor extensions', () => {
    const gpx = buildPlainGpx(exportTripOf(makeTrip(), planOnRoads(2)), now);
    const doc = parseXml(gpx);
    expect(gpx).not.toContain('extensions');
    const tracks = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'trk'));
    expect(tracks).toHaveLength(2);
    expect(tracks[0].getElementsByTagNameNS(GPX_NS, 'trkpt')).toHaveLength(4);
    expect(doc.getElementsByTagNameNS(GPX_NS, 'wpt')).toHaveLength(2);
  });
});

describe('KML', () => {
  it('has a placemark per night and a line per day', () => {
    const doc = parseXml(buildKml(exportTripOf(makeTrip(), planOnRoads(3))));
    const KML = 'http://www.opengis.net/kml/2.2';
    expect(doc.getElementsByTagNameNS(KML, 'Point')).toHaveLength(3);
    const lines = Array.from(doc.getElementsByTagNameNS(KML, 'LineString'));
    expect(lines).toHaveLength(3);
    const first = lines[0].getElementsByTagNameNS(KML, 'coordinates')[0].textContent ?? '';
    // Longitude first, as KML orders them.
    expect(first.split(' ')[0]).toBe('-105,39,0');
  });
});

describe('CoPilot .trp', () => {
  it('is UTF-16LE with a byte-order mark, a trip per driving day, stops in millionths of a degree', () => {
    const bytes = buildTrp(exportTripOf(makeTrip(), makePlan(2)))!;
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    const text = new TextDecoder('utf-16le').decode(bytes.slice(2));
    expect(text).toBe(trpText(exportTripOf(makeTrip(), makePlan(2))));
    expect(text.split('\r\n')[0]).toBe('Data Version:3.4.1.2');
    expect(text.match(/^Start Trip=/gm)).toHaveLength(2);
    expect(text).toContain('Start Trip=Day 1 - Tue Sep 1');
    expect(text).toContain('Latitude=38900000\r\n');
    expect(text).toContain('Longitude=-105500000\r\n');
    expect(text.match(/^Start Stop=/gm)).toHaveLength(4);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('keeps a name with a line break or equals sign on one line', () => {
    const plan = makePlan(1);
    plan.dailyItinerary[0].rvPark.name = 'Park\nName=Evil';
    const text = trpText(exportTripOf(makeTrip(), plan))!;
    expect(text).toContain('Name=Park Name Evil');
  });
});

describe('iCalendar', () => {
  const trip = exportTripOf(makeTrip(), makePlan(3), {
    '2': {
      confirmed: true,
      reservedElsewhere: { name: 'Sunny Acres, Moab; UT', confirmationNumber: 'ABC-123' },
    },
  });
  const ics = buildIcs(trip, now) ?? '';

  it('uses CRLF line endings only and folds at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('has a drive and a stay per day, with departure and arrival times', () => {
    const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('PRODID:-//RV Trip Planner//Itinerary Export//EN');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const events = icsEvents(ics);
    expect(events).toHaveLength(6);
    const [drive, night] = events;
    expect(prop(drive, 'SUMMARY')).toBe('SUMMARY:Drive: Stop 0 to Campground 1');
    expect(prop(drive, 'DTSTART')).toBe('DTSTART:20260901T090000');
    expect(prop(drive, 'DTEND')).toBe('DTEND:20260901T111200');
    expect(prop(night, 'DTSTART')).toBe('DTSTART:20260901T111200');
    expect(prop(night, 'DTEND')).toBe('DTEND:20260902T090000');
    expect(prop(night, 'SUMMARY')).toBe('SUMMARY:Night 1: Campground 1');
    expect(prop(night, 'LOCATION')).toBe('LOCATION:Near Stop 1\\, CO');
    expect(prop(night, 'GEO')).toBe('GEO:38.9;-105.5');
    expect(prop(night, 'DTSTAMP')).toBe('DTSTAMP:20260815T123045Z');
    expect(prop(night, 'UID')).toBe('UID:TRIP0001-day-1@rv-trip-planner');
    expect(prop(night, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Campground: Campground 1\\nAddress: Near Stop 1\\, CO\\nReservation: not confirmed yet\\nNote for day 1.',
    );
    expect(prop(events[3], 'SUMMARY')).toBe('SUMMARY:Night 2: Sunny Acres\\, Moab\\; UT');
    expect(prop(events[3], 'DESCRIPTION')).toContain('Confirmation number: ABC-123');
    expect(new Set(events.map((e) => prop(e, 'UID'))).size).toBe(6);
  });

  it('runs a late arrival into the next day', () => {
    expect(icsLocalTime('2026-09-01', 25 * 60 + 5)).toBe('20260902T010500');
  });

  it('gives a manual trip all-day events', () => {
    const manual = makeTrip({
      dayPlans: [
        {
          day: 1,
          date: '2026-09-01',
          rvPark: {
            id: 'p',
            day: 1,
            name: 'Lake Park',
            address: 'Lake Rd',
            coordinates: [40, -100],
            selectedAmenities: [],
            reservationStatus: 'needed',
          },
          activities: [],
          notes: '',
        },
      ],
    });
    const events = icsEvents(buildIcs(exportTripOf(manual, null), now) ?? '');
    expect(events).toHaveLength(1);
    expect(prop(events[0], 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260901');
    expect(prop(events[0], 'DTEND')).toBe('DTEND;VALUE=DATE:20260902');
  });

  it('cannot be produced without nights; the trip dates still make one event', () => {
    const dated = makeTrip({ departureDate: '2026-09-01', duration: 3 });
    expect(buildIcs(exportTripOf(dated, { ...makePlan(1), dailyItinerary: [] }))).toBeNull();
    const dates = buildTripDatesIcs(dated, new Date('2026-01-01T00:00:00Z')) ?? '';
    expect(dates).toContain('DTSTART;VALUE=DATE:20260901');
    expect(dates).toContain('DTEND;VALUE=DATE:20260904');
    expect(dates.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(buildTripDatesIcs(makeTrip({ departureDate: '' }))).toBeNull();
  });
});

describe('driving log', () => {
  it('has a row per day with times, miles, costs and running totals', () => {
    const csv = buildDrivingLog(exportTripOf(makeTrip(), makePlan(3))) ?? '';
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(
      'Day,Date,From,To,Departure,Arrival,Driving time (h),Distance (mi),Estimated cost (USD),Total distance (mi),Total estimated cost (USD),Warnings,Notes,Road stops',
    );
    // Fuel $100 over 360 miles (a third each day) plus (500 + 300 + 100) / 3 a day.
    expect(rows[1]).toBe(
      '1,2026-09-01,Stop 0,Campground 1,09:00,11:12,2.2,120,333,120,333,,Note for day 1.,',
    );
    expect(rows[3]).toContain(',360,999,');
  });

  it('quotes fields and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
  });
});

describe('OpenStreetMap credit in exports', () => {
  const planWithOsmPark = () => {
    const plan = makePlan(2);
    plan.dailyItinerary[0].rvPark = {
      ...plan.dailyItinerary[0].rvPark,
      attribution: '© OpenStreetMap contributors',
    };
    return plan;
  };

  it('credits OpenStreetMap in GPX, KML and ICS when an OSM park is on the trip', () => {
    const trip = exportTripOf(makeTrip(), planWithOsmPark());
    for (const gpx of [buildGarminGpx(trip, now), buildPlainGpx(trip, now)]) {
      const copyright = parseXml(gpx).getElementsByTagNameNS(GPX_NS, 'copyright')[0];
      expect(copyright.getAttribute('author')).toBe('OpenStreetMap contributors');
      expect(copyright.textContent).toContain('https://www.openstreetmap.org/copyright');
    }
    expect(buildKml(trip)).toContain('© OpenStreetMap contributors');
    expect(buildIcs(trip, now)!.replace(/\r\n /g, '')).toContain(
      'Campground data © OpenStreetMap contributors (https://www.openstreetmap.org/copyright)',
    );
  });

  it('adds no credit when no OSM park is on the trip', () => {
    const trip = exportTripOf(makeTrip(), makePlan(2));
    expect(buildGarminGpx(trip, now)).not.toContain('copyright');
    expect(buildKml(trip)).not.toContain('OpenStreetMap');
    expect(buildIcs(trip, now)).not.toContain('OpenStreetMap');
  });
});

describe('formats', () => {
  it('builds every format with its file name and content type', () => {
    const trip = exportTripOf(makeTrip({ title: 'Denver to Moab!' }), planOnRoads(2));
    for (const format of EXPORT_FORMATS) {
      const built = buildExport(format, trip, now);
      expect(built?.fileName).toBe(`denver-to-moab.${format}`);
      expect(built?.contentType).toBeTruthy();
    }
  });

  it('escapes text and names files after the trip', () => {
    expect(icsEscape('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(exportFileName('Denver to Moab!', 'gpx')).toBe('denver-to-moab.gpx');
    expect(exportFileName('***', 'ics')).toBe('rv-trip.ics');
  });
});
