// @vitest-environment jsdom
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { aiPlanSchema } from '../schemas/plan';
import {
  buildTripDatesIcs,
  buildGpx,
  buildIcs,
  exportFileName,
  exportItineraryOf,
  foldIcsLine,
  icsEscape,
} from './itinerary-export';
import { makePlan, makeTrip } from './test-factories';

const now = new Date('2026-08-15T12:30:45.123Z');
const GPX_NS = 'http://www.topografix.com/GPX/1/1';

describe('exportItineraryOf', () => {
  it('takes the route and nights from the plan', () => {
    const plan = makePlan(3);
    expect(aiPlanSchema.safeParse(plan).success).toBe(true);
    const it = exportItineraryOf(makeTrip(), plan);
    expect(it.title).toBe('Denver to Moab');
    expect(it.route.map((p) => p.name)).toEqual(['Stop 0', 'Stop 1', 'Stop 2', 'Stop 3']);
    expect(it.nights.map((n) => [n.day, n.date, n.campground])).toEqual([
      [1, '2026-09-01', 'Campground 1'],
      [2, '2026-09-02', 'Campground 2'],
      [3, '2026-09-03', 'Campground 3'],
    ]);
  });

  it('applies reservations: confirmed, and confirmed elsewhere with its number', () => {
    const it = exportItineraryOf(makeTrip(), makePlan(3), {
      '1': { confirmed: true },
      '2': { confirmed: true, reservedElsewhere: { name: 'Sunny Acres RV', confirmationNumber: 'ABC-123' } },
      '3': { confirmed: false },
    });
    expect(it.nights[0]).toMatchObject({ reservation: 'confirmed', campground: 'Campground 1' });
    expect(it.nights[1]).toMatchObject({
      reservation: 'elsewhere',
      campground: 'Sunny Acres RV',
      confirmationNumber: 'ABC-123',
    });
    expect(it.nights[2]).toMatchObject({ reservation: 'none' });
  });

  it('uses the day plans of a manual trip', () => {
    const trip = makeTrip({
      planningMode: 'manual',
      dayPlans: [
        {
          day: 1,
          date: '2026-09-01',
          rvPark: {
            id: 'p1',
            day: 1,
            name: 'Park One',
            address: '1 Road',
            coordinates: [40, -105],
            selectedAmenities: [],
            reservationStatus: 'needed',
          },
          activities: [],
          notes: '',
        },
        { day: 2, date: '2026-09-02', rvPark: null, activities: [], notes: '' },
      ],
    });
    const it = exportItineraryOf(trip, null);
    expect(it.nights).toHaveLength(1);
    expect(it.nights[0]).toMatchObject({ campground: 'Park One', latitude: 40, longitude: -105 });
  });
});

describe('buildGpx', () => {
  it('produces GPX 1.1 that parses, with a waypoint per overnight stop and the route', () => {
    const gpx = buildGpx(exportItineraryOf(makeTrip({ title: 'Rocks & "Arches" <Trip>' }), makePlan(3)), now);
    expect(gpx).not.toBeNull();
    const doc = new DOMParser().parseFromString(gpx ?? '', 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.localName).toBe('gpx');
    expect(root.namespaceURI).toBe(GPX_NS);
    expect(root.getAttribute('version')).toBe('1.1');
    expect(
      doc.getElementsByTagNameNS(GPX_NS, 'metadata')[0].getElementsByTagNameNS(GPX_NS, 'name')[0].textContent,
    ).toBe('Rocks & "Arches" <Trip>');
    const wpts = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'wpt'));
    expect(wpts).toHaveLength(3);
    expect(wpts[0].getAttribute('lat')).toBe('38.9');
    expect(wpts[0].getAttribute('lon')).toBe('-105.5');
    expect(wpts[0].getElementsByTagNameNS(GPX_NS, 'name')[0].textContent).toBe('Day 1: Campground 1');
    expect(wpts[0].getElementsByTagNameNS(GPX_NS, 'desc')[0].textContent).toBe('Near Stop 1, CO');
    const rtepts = doc.getElementsByTagNameNS(GPX_NS, 'rtept');
    expect(rtepts).toHaveLength(4);
    // GPX 1.1 order: metadata, then waypoints, then routes.
    const order = Array.from(root.children).map((c) => c.localName);
    expect(order).toEqual(['metadata', 'wpt', 'wpt', 'wpt', 'rte']);
    for (const el of [...wpts, ...Array.from(rtepts)]) {
      const lat = Number(el.getAttribute('lat'));
      const lon = Number(el.getAttribute('lon'));
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
      expect(lon).toBeGreaterThanOrEqual(-180);
      expect(lon).toBeLessThanOrEqual(180);
    }
  });

  it('makes consecutive nights at one campground one waypoint', () => {
    const plan = makePlan(3);
    plan.dailyItinerary[2] = { ...plan.dailyItinerary[2], rvPark: plan.dailyItinerary[1].rvPark };
    const doc = new DOMParser().parseFromString(
      buildGpx(exportItineraryOf(makeTrip(), plan), now) ?? '',
      'application/xml',
    );
    const names = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'wpt')).map(
      (w) => w.getElementsByTagNameNS(GPX_NS, 'name')[0].textContent,
    );
    expect(names).toEqual(['Day 1: Campground 1', 'Days 2-3: Campground 2']);
  });

  it('cannot be produced without coordinates', () => {
    expect(buildGpx({ tripId: 'X', title: 'T', route: [], nights: [] }, now)).toBeNull();
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(
    exportItineraryOf(makeTrip(), makePlan(3), {
      '2': {
        confirmed: true,
        reservedElsewhere: { name: 'Sunny Acres, Moab; UT', confirmationNumber: 'ABC-123' },
      },
    }),
    now,
  );

  it('uses CRLF line endings only and folds at 75 octets', () => {
    expect(ics).not.toBeNull();
    const text = ics ?? '';
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('has a calendar with one all-day event per night', () => {
    // Unfold (RFC 5545 3.1) before reading properties.
    const lines = (ics ?? '').replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines[1]).toBe('VERSION:2.0');
    expect(lines).toContain('PRODID:-//RV Trip Planner//Itinerary Export//EN');
    expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
    const events: string[][] = [];
    let current: string[] | null = null;
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') current = [];
      else if (line === 'END:VEVENT') {
        events.push(current ?? []);
        current = null;
      } else if (current) current.push(line);
    }
    expect(events).toHaveLength(3);
    const prop = (ev: string[], name: string) =>
      ev.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
    expect(prop(events[0], 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260901');
    expect(prop(events[0], 'DTEND')).toBe('DTEND;VALUE=DATE:20260902');
    expect(prop(events[0], 'SUMMARY')).toBe('SUMMARY:Night 1: Campground 1');
    expect(prop(events[0], 'LOCATION')).toBe('LOCATION:Near Stop 1\\, CO');
    expect(prop(events[0], 'DTSTAMP')).toBe('DTSTAMP:20260815T123045Z');
    expect(prop(events[0], 'UID')).toBe('UID:TRIP0001-day-1@rv-trip-planner');
    expect(prop(events[0], 'DESCRIPTION')).toBe(
      'DESCRIPTION:Campground: Campground 1\\nAddress: Near Stop 1\\, CO\\nReservation: not confirmed yet',
    );
    expect(prop(events[1], 'SUMMARY')).toBe('SUMMARY:Night 2: Sunny Acres\\, Moab\\; UT');
    expect(prop(events[1], 'DESCRIPTION')).toContain('Confirmation number: ABC-123');
    expect(new Set(events.map((e) => prop(e, 'UID'))).size).toBe(3);
  });

  it('cannot be produced without nights', () => {
    expect(buildIcs({ tripId: 'X', title: 'T', route: [], nights: [] }, now)).toBeNull();
  });
});

describe('OpenStreetMap credit in exports', () => {
  const planWithOsmPark = () => {
    const plan = makePlan(2);
    plan.dailyItinerary[0].rvPark = {
      ...plan.dailyItinerary[0].rvPark,
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    };
    return plan;
  };

  it('credits OpenStreetMap in GPX and ICS when an OSM park is on the trip', () => {
    const it = exportItineraryOf(makeTrip(), planWithOsmPark());
    expect(it.nights[0].attribution).toBe('© OpenStreetMap contributors');
    const gpx = buildGpx(it, now)!;
    const doc = new DOMParser().parseFromString(gpx, 'application/xml');
    const copyright = doc.getElementsByTagNameNS(GPX_NS, 'copyright')[0];
    expect(copyright.getAttribute('author')).toBe('OpenStreetMap contributors');
    expect(copyright.textContent).toContain('https://www.openstreetmap.org/copyright');
    const ics = buildIcs(it, now)!.replace(/\r\n /g, '');
    expect(ics).toContain(
      'Campground data © OpenStreetMap contributors (https://www.openstreetmap.org/copyright)',
    );
  });

  it('adds no credit when no OSM park is on the trip', () => {
    const it = exportItineraryOf(makeTrip(), makePlan(2));
    expect(buildGpx(it, now)).not.toContain('copyright');
    expect(buildIcs(it, now)).not.toContain('OpenStreetMap');
  });
});

describe('ICS text helpers', () => {
  it('escapes backslash, semicolon, comma and newline', () => {
    expect(icsEscape('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('names files after the trip', () => {
    expect(exportFileName('Denver to Moab!', 'gpx')).toBe('denver-to-moab.gpx');
    expect(exportFileName('***', 'ics')).toBe('rv-trip.ics');
  });
});

describe('GPX track on roads', () => {
  it("writes the days' road geometry as track points, in order and without repeats at day ends", () => {
    const plan = makePlan(2);
    const leg1: Array<[number, number]> = [
      [39.7, -105.0],
      [39.6, -105.9],
      [39.5, -106.8],
    ];
    const leg2: Array<[number, number]> = [
      [39.5, -106.8],
      [39.1, -108.5],
    ];
    plan.dailyItinerary[0] = { ...plan.dailyItinerary[0], geometry: polyline.encode(leg1, 5) };
    plan.dailyItinerary[1] = { ...plan.dailyItinerary[1], geometry: polyline.encode(leg2, 5) };
    const itinerary = exportItineraryOf(makeTrip(), plan);
    expect(itinerary.track?.map((p) => [p.latitude, p.longitude])).toEqual([...leg1, leg2[1]]);
    const gpx = buildGpx(itinerary, new Date('2026-01-01T00:00:00Z')) ?? '';
    const trkpts = [...gpx.matchAll(/<trkpt lat="([-\d.]+)" lon="([-\d.]+)"\/>/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(trkpts).toEqual([...leg1, leg2[1]]);
    expect(gpx.indexOf('<trk>')).toBeGreaterThan(gpx.indexOf('</rte>'));
  });

  it('writes no track for a plan without geometry', () => {
    const gpx = buildGpx(exportItineraryOf(makeTrip(), makePlan(2))) ?? '';
    expect(gpx).not.toContain('<trk>');
  });
});

describe('buildTripDatesIcs', () => {
  it('gives a trip with no planned days one all-day event over its dates', () => {
    const trip = makeTrip({ departureDate: '2026-09-01', duration: 3 });
    const plan = { dailyItinerary: [] };
    expect(buildIcs(exportItineraryOf(trip, plan))).toBeNull();
    const ics = buildTripDatesIcs(trip, new Date('2026-01-01T00:00:00Z')) ?? '';
    expect(ics).toContain('DTSTART;VALUE=DATE:20260901');
    expect(ics).toContain('DTEND;VALUE=DATE:20260904');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(buildTripDatesIcs(makeTrip({ departureDate: '' }))).toBeNull();
  });
});
