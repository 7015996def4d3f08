// @vitest-environment jsdom
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { makePlan, makeTrip } from '../trips/test-factories';
import { buildDrivingLog } from './csv';
import { exportTripOf } from './export-trip';
import { buildGarminGpx, buildPlainGpx } from './gpx';
import { buildIcs } from './ics';
import { buildKml } from './kml';

// Every export carries each day's warnings, marked as warnings: a drive's on its route (GPX route or
// track description, KML line description, the calendar's drive event), a day at the park's on its
// night (waypoint, placemark, stay event); the driving log has a column of them.

const now = new Date('2026-08-15T12:30:45.123Z');
const GPX_NS = 'http://www.topografix.com/GPX/1/1';
const KML_NS = 'http://www.opengis.net/kml/2.2';

const TUNNEL =
  'On this drive, the Eisenhower-Johnson Memorial Tunnels (I-70): hazardous-material carriers are sent over Loveland Pass (US-6) instead.';
const LENGTH = 'Max length not reported: ask Campground 1 whether your 40 ft rig fits.';
const FUEL =
  'Fuel: no truck stop or travel centre in our data within your rig’s range after your last fuel stop.';
const REST =
  'None of your prioritized activities is offered in season by a park within about 1 hour’s drive of camp.';
const AVOIDED = 'Avoided the Fort McHenry Tunnel (I-95): propane is banned over 10 lb.';

/** Day 1 drives with a tunnel advisory and a rig-length question, day 2 with a fuel gap, day 3 at day 2's park. */
function planWithWarnings() {
  const plan = makePlan(3);
  plan.dailyItinerary = plan.dailyItinerary.map((d) => {
    const line: Array<[number, number]> = [0, 0.5, 1].map((f) => [
      d.from.latitude + (d.to.latitude - d.from.latitude) * f,
      d.from.longitude + (d.to.longitude - d.from.longitude) * f,
    ]);
    return { ...d, geometry: polyline.encode(line, 5) };
  });
  const [one, two, three] = plan.dailyItinerary;
  plan.dailyItinerary = [
    { ...one!, warnings: [TUNNEL, LENGTH], notes: [...one!.notes, AVOIDED] },
    { ...two!, warnings: [FUEL] },
    { ...three!, rvPark: two!.rvPark, distance: 0, driveHours: 0, geometry: undefined, warnings: [REST] },
  ];
  return plan;
}

const parseXml = (text: string | null) => {
  const doc = new DOMParser().parseFromString(text ?? '', 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const texts = (doc: Document, parent: string, tag: string, ns: string) =>
  Array.from(doc.getElementsByTagNameNS(ns, parent)).map(
    (el) => Array.from(el.children).find((c) => c.localName === tag)?.textContent ?? '',
  );

describe('warnings in every export', () => {
  const trip = () => exportTripOf(makeTrip(), planWithWarnings());

  it('keeps each day its warnings in the export model', () => {
    expect(trip().days.map((d) => d.warnings)).toEqual([[TUNNEL, LENGTH], [FUEL], [REST]]);
  });

  it('gives the driving log a column of the day’s warnings', () => {
    const rows = (buildDrivingLog(trip()) ?? '').trimEnd().split('\r\n');
    expect(rows[0]!.split(',')).toContain('Warnings');
    expect(rows[1]).toContain(`,"${TUNNEL} ${LENGTH}",`);
    expect(rows[2]).toContain(`,${FUEL},`);
    expect(rows[3]).toContain(REST);
  });

  it('marks them in the Garmin routes and the plain tracks, and a day at the park’s on its night', () => {
    for (const gpx of [buildGarminGpx(trip(), now), buildPlainGpx(trip(), now)]) {
      const doc = parseXml(gpx);
      const routes = [...texts(doc, 'rte', 'desc', GPX_NS), ...texts(doc, 'trk', 'desc', GPX_NS)];
      expect(routes).toHaveLength(2);
      expect(routes[0]).toContain(`Warning: ${TUNNEL}\nWarning: ${LENGTH}`);
      expect(routes[0]).toContain(`Note: ${AVOIDED}`);
      expect(routes[1]).toContain(`Warning: ${FUEL}`);
      expect(routes[1]).not.toContain(TUNNEL);
      const nights = texts(doc, 'wpt', 'desc', GPX_NS);
      expect(nights[1]).toContain(`Warning: ${REST}`);
      expect(nights[0]).not.toContain('Warning');
    }
  });

  it('marks them in the KML day lines and the night placemarks', () => {
    const doc = parseXml(buildKml(trip()));
    const descs = texts(doc, 'Placemark', 'description', KML_NS);
    expect(descs.filter((d) => d.includes(`Warning: ${TUNNEL}`))).toHaveLength(1);
    expect(descs.filter((d) => d.includes(`Warning: ${FUEL}`))).toHaveLength(1);
    expect(descs.filter((d) => d.includes(`Warning: ${REST}`))).toHaveLength(1);
  });

  it('puts a drive’s warnings in its calendar event and a day at the park’s in its stay', () => {
    const ics = (buildIcs(trip(), now) ?? '').replace(/\r\n /g, '');
    const events = ics.split('BEGIN:VEVENT').slice(1);
    const drive1 = events.find((e) => e.includes('UID:TRIP0001-drive-1'))!;
    const stay2 = events.find((e) => e.includes('SUMMARY:Nights 2-3'))!;
    const esc = (t: string) => t.replace(/([,;])/g, '\\$1');
    expect(drive1).toContain(`Warning: ${esc(TUNNEL)}`);
    expect(drive1).toContain(`Warning: ${esc(LENGTH)}`);
    expect(stay2).toContain(`Warning: ${esc(REST)}`);
  });
});
