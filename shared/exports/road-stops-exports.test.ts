// @vitest-environment jsdom
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { makePlan, makeRoadStops, makeTrip } from '../trips/test-factories';
import { buildDrivingLog } from './csv';
import { exportTripOf, milesAlong, milesBetween, stopsOnTheWay } from './export-trip';
import { buildGarminGpx, buildPlainGpx } from './gpx';
import { buildIcs } from './ics';
import { buildKml } from './kml';
import { trpText } from './trp';

// Road stops (fuel, rest areas, dump, water, propane, overnight parking) in every export: waypoints
// with a symbol, via points of the day's Garmin route and CoPilot stops in route order, and the
// calendar's and driving log's words for them, with their sources credited.

const now = new Date('2026-08-15T12:30:45.123Z');
const GPX_NS = 'http://www.topografix.com/GPX/1/1';
const TRP_NS = 'http://www.garmin.com/xmlschemas/TripExtensions/v1';
const KML_NS = 'http://www.opengis.net/kml/2.2';

const parseXml = (text: string | null) => {
  const doc = new DOMParser().parseFromString(text ?? '', 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const text = (el: Element, tag: string, ns = GPX_NS) => el.getElementsByTagNameNS(ns, tag)[0]?.textContent;

/** Two days on roads (a straight line of points), day 1 with a fuel stop, a rest area and a propane exchange, day 2 with overnight parking. */
function planWithRoadStops() {
  const plan = makePlan(2);
  plan.dailyItinerary = plan.dailyItinerary.map((d) => {
    const line: Array<[number, number]> = [0, 0.25, 0.5, 0.75, 1].map((f) => [
      d.from.latitude + (d.to.latitude - d.from.latitude) * f,
      d.from.longitude + (d.to.longitude - d.from.longitude) * f,
    ]);
    // The day's miles are its line's, so the stops' miles and the road agree.
    const distance = Math.round(milesBetween(d.from, d.to));
    const roadStops = makeRoadStops(
      { ...d, distance },
      d.day === 1 ? ['propane', 'fuel', 'rest'] : ['overnight'],
    );
    return { ...d, distance, geometry: polyline.encode(line, 5), roadStops };
  });
  return plan;
}

describe('road stops in the export model', () => {
  it('keeps each driving day its road stops in route order, and none on a day at the park', () => {
    const plan = planWithRoadStops();
    plan.dailyItinerary[1] = { ...plan.dailyItinerary[1], distance: 0 };
    const trip = exportTripOf(makeTrip(), plan);
    expect(trip.days[0].roadStops.map((s) => s.kind)).toEqual(['fuel', 'rest', 'propane']);
    expect(trip.days[0].roadStops.every((s) => s.day === 1)).toBe(true);
    expect(trip.days[1].roadStops).toEqual([]);
  });

  it('orders the traveller’s via points and road stops by where the road reaches them', () => {
    const plan = planWithRoadStops();
    const day = plan.dailyItinerary[0];
    const quarter = {
      name: 'Grandma',
      latitude: day.from.latitude + (day.to.latitude - day.from.latitude) * 0.3,
      longitude: day.from.longitude + (day.to.longitude - day.from.longitude) * 0.3,
    };
    plan.dailyItinerary[0] = { ...day, via: [quarter] };
    const exported = exportTripOf(makeTrip(), plan).days[0];
    expect(milesAlong(exported.track, quarter)).toBeGreaterThan(0);
    expect(stopsOnTheWay(exported).map((s) => s.name)).toEqual([
      "Fuel: Love's Travel Stop",
      'Grandma',
      'Rest: I-70 rest area',
      'Propane: Blue Rhino at Ace Hardware',
    ]);
  });
});

describe('road stops in GPX', () => {
  it('Garmin: a waypoint with a symbol per road stop, and a via point in the day’s route between its shaping points', () => {
    const doc = parseXml(buildGarminGpx(exportTripOf(makeTrip(), planWithRoadStops()), now));
    const wpts = Array.from(doc.getElementsByTagNameNS(GPX_NS, 'wpt'));
    // Two nights and four road stops.
    expect(wpts).toHaveLength(6);
    const fuel = wpts.find((w) => text(w, 'name') === "Day 1 Fuel: Love's Travel Stop")!;
    expect(text(fuel, 'sym')).toBe('Gas Station');
    expect(text(fuel, 'type')).toBe('Fuel stop');
    expect(text(fuel, 'desc')).toBe('Day 1, mile 6. Source: All The Places');
    const overnight = wpts.find((w) => text(w, 'type') === 'Overnight parking')!;
    expect(text(overnight, 'sym')).toBe('Parking Area');
    expect(text(overnight, 'desc')).toContain(
      'Overnight parking is up to the store manager and local rules: call ahead',
    );
    expect(
      text(
        wpts.find((w) => text(w, 'type') === 'Rest area')!,
        'sym',
      ),
    ).toBe('Rest Area');

    const route = doc.getElementsByTagNameNS(GPX_NS, 'rte')[0];
    const points = Array.from(route.getElementsByTagNameNS(GPX_NS, 'rtept'));
    const names = points.map((p) => text(p, 'name'));
    const at = [
      "Fuel: Love's Travel Stop",
      'Rest: I-70 rest area',
      'Propane: Blue Rhino at Ace Hardware',
    ].map((n) => names.indexOf(n));
    expect(at.every((i) => i > 1 && i < points.length - 2)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const i of at) expect(points[i].getElementsByTagNameNS(TRP_NS, 'ViaPoint')).toHaveLength(1);
    // The sources are credited, OpenStreetMap's ODbL with its copyright element.
    expect(text(doc.getElementsByTagNameNS(GPX_NS, 'metadata')[0], 'desc')).toBe(
      'Road stop data: All The Places; US DOT rest areas; © OpenStreetMap contributors',
    );
    expect(doc.getElementsByTagNameNS(GPX_NS, 'copyright')[0].getAttribute('author')).toBe(
      'OpenStreetMap contributors',
    );
  });

  it('plain: the road stops as waypoints beside the nights', () => {
    const doc = parseXml(buildPlainGpx(exportTripOf(makeTrip(), planWithRoadStops()), now));
    expect(doc.getElementsByTagNameNS(GPX_NS, 'wpt')).toHaveLength(6);
    expect(doc.getElementsByTagNameNS(GPX_NS, 'rte')).toHaveLength(0);
  });
});

describe('road stops in KML, CoPilot, the calendar and the driving log', () => {
  const trip = exportTripOf(makeTrip(), planWithRoadStops());

  it('KML: a placemark per road stop in a folder of its own', () => {
    const doc = parseXml(buildKml(trip));
    const folders = Array.from(doc.getElementsByTagNameNS(KML_NS, 'Folder'));
    const road = folders.find((f) => text(f, 'name', KML_NS) === 'Road stops')!;
    expect(road.getElementsByTagNameNS(KML_NS, 'Placemark')).toHaveLength(4);
    expect(doc.getElementsByTagNameNS(KML_NS, 'Point')).toHaveLength(6);
    expect(buildKml(trip)).toContain('© OpenStreetMap contributors');
  });

  it('CoPilot: the road stops are stops of the day’s trip, in route order', () => {
    const days = trpText(trip)!
      .split(/\r\n(?=Start Trip=)/)
      .slice(1);
    expect(days[0].match(/^Name=.*$/gm)).toEqual([
      'Name=Stop 0',
      "Name=Fuel: Love's Travel Stop",
      'Name=Rest: I-70 rest area',
      'Name=Propane: Blue Rhino at Ace Hardware',
      'Name=Campground 1',
    ]);
  });

  it('calendar: the drive lists its road stops, their notes and sources', () => {
    const ics = buildIcs(trip, now)!.replace(/\r\n /g, '');
    expect(ics).toContain(
      "Road stops: Fuel: Love's Travel Stop at mile 6 · Rest: I-70 rest area at mile 13 · Propane: Blue Rhino at Ace Hardware at mile 20",
    );
    expect(ics).toContain(
      'Blue Rhino at Ace Hardware: Propane cylinder exchange only: it cannot refill an RV tank.',
    );
    expect(ics).toContain(
      'Road stop data: All The Places\\; US DOT rest areas\\; © OpenStreetMap contributors',
    );
  });

  it('driving log: a road stops column in route order', () => {
    const rows = buildDrivingLog(trip)!.trimEnd().split('\r\n');
    expect(rows[0].endsWith(',Notes,Road stops')).toBe(true);
    expect(rows[2].endsWith(',Overnight parking: Walmart Supercenter at mile 25')).toBe(true);
  });
});
