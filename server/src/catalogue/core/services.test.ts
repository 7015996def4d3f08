import { describe, expect, it } from 'vitest';
import { OSM_ATTRIBUTION } from '@shared/schemas/places';
import { loadBundledData } from '../bundled-data';
import { FL_TURNPIKE_PLAZA_NOTE, NOTES, OVERNIGHT_LABEL, osmRows, restRows, searchServices } from './services';

describe('the road-service catalogue', () => {
  const services = loadBundledData().services;

  it('loads every bundled kind, with weigh stations, truck-only lots and private points left out', () => {
    expect(services.counts).toEqual({
      // 1,788 truck stops, Florida's Turnpike's 8 service plazas, 111 other toll-road plazas, 7 park stations
      fuel: 1914,
      rest: 1696,
      dump: 2642,
      water: 2476,
      propane: 644,
      overnight: 5114,
    });
    const rest = services.rows.filter((r) => r.kind === 'rest');
    expect(rest.some((r) => /weigh|^WS |truck[- ]only|chain[- ]up/i.test(r.name))).toBe(false);
  });

  it('keeps attributes as reported: propane typed refill, exchange or unknown, each with what it cannot promise', () => {
    const propane = services.rows.filter((r) => r.kind === 'propane');
    const byKind = (k: string) => propane.filter((p) => p.detail === k).length;
    expect([byKind('refill'), byKind('exchange'), byKind('unknown')]).toEqual([10, 485, 149]);
    for (const p of propane) expect(p.attribution).toBe(OSM_ATTRIBUTION);
    expect(propane.find((p) => p.detail === 'exchange')?.note).toBe(NOTES.exchange);
    for (const o of services.rows.filter((r) => r.kind === 'overnight')) expect(o.note).toBe(OVERNIGHT_LABEL);
  });

  it('reads source rows: placeholder names said plainly, directions from the highway or the name, private points out', () => {
    const [placeholder, eastbound, weigh] = restRows({
      fields: ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'placeholderName'],
      rows: [
        ['ntad-1', 'NHS Rest Stop or Truck Facility 8', 'unspecified', 40, -100, '', 'NE', 'I-80 EB', true],
        ['ntad-2', 'York Rest Area Eastbound', 'rest_area', 40.8, -97.6, 'York', 'NE', 'I-80', false],
        ['ntad-3', 'WS I-55 NB Bolingbrook', 'unspecified', 41.7, -88.1, '', 'IL', 'I-55', false],
      ],
    });
    expect(weigh).toBeUndefined();
    expect(placeholder).toMatchObject({
      name: 'Rest stop or truck facility on I-80 EB (unnamed in the data)',
      detail: 'unnamed',
      direction: 'E',
    });
    expect(eastbound).toMatchObject({ direction: 'E', detail: 'rest area', address: 'York, NE' });
    const osm = osmRows({
      fields: ['id', 'kind', 'name', 'lat', 'lng', 'setting', 'access', 'propaneKind'],
      rows: [
        ['dump-osm-1', 'dump', 'Camp X', 40, -100, 'campground', 'customers', null],
        ['dump-osm-2', 'dump', null, 40, -100, 'standalone', 'private', null],
        ['propane-osm-3', 'propane', null, 40, -100, null, null, 'unknown'],
      ],
    });
    expect(osm.map((r) => r.name)).toEqual(['Dump station at Camp X', 'Propane']);
    expect(osm[0].note).toContain('Customers only');
  });

  it('says placeholder cells as nothing: an UNKNOWN name is "Rest area", a city NA, N/A or County is left out', () => {
    const [unknown, na, county] = restRows({
      fields: ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'milePost', 'placeholderName'],
      rows: [
        ['ntad-1022', 'UNKNOWN', 'unspecified', 40.65885, -75.06049, 'Greenwich', 'NJ', 'I-78 EB', '8', null],
        ['ntad-9', 'Hopewell Rest Area', 'rest_area', 40, -80, 'NA', 'PA', 'NA', 'NA', null],
        ['ntad-202', 'Smyrna Rest Area', 'rest_area', 39.3235, -75.6175, 'County', 'DE', 'US 13', 'NA', null],
      ],
    });
    expect(unknown).toMatchObject({ name: 'Rest area on I-78 EB', address: 'Greenwich, NJ' });
    expect(na).toMatchObject({ name: 'Hopewell Rest Area', address: 'PA' });
    expect(county.address).toBe('DE');
    const bundled = services.rows.filter((r) => r.kind === 'rest');
    expect(bundled.some((r) => /^unknown$/i.test(r.name))).toBe(false);
    expect(bundled.some((r) => /(^|, )(NA|N\/A|County),/.test(r.address ?? ''))).toBe(false);
  });

  it('answers a search nearest first, of one kind or all', () => {
    const fuel = searchServices(services, { lat: 35.2, lng: -101.8, radius: 60, kind: 'fuel' });
    expect(fuel.length).toBeGreaterThan(0);
    expect(fuel.every((f) => f.kind === 'fuel' && f.attribution?.includes('All The Places'))).toBe(true);
    const all = searchServices(services, { lat: 35.2, lng: -101.8, radius: 60 });
    expect(all.length).toBeGreaterThan(fuel.length);
  });

  it("sells fuel at Florida's Turnpike's service plazas, mainline and Homestead Extension", () => {
    const plazas = services.rows.filter(
      (r) => r.kind === 'fuel' && r.detail === 'service plaza' && r.note === FL_TURNPIKE_PLAZA_NOTE,
    );
    expect(plazas.map((r) => r.name).sort()).toEqual([
      'Canoe Creek Service Plaza',
      'Fort Drum Service Plaza',
      'Okahumpka Service Plaza',
      'Pompano Beach Service Plaza',
      'Port St. Lucie/Fort Pierce Service Plaza',
      'Snapper Creek Service Plaza',
      'Turkey Lake Service Plaza',
      'West Palm Beach Service Plaza',
    ]);
    // Other toll roads' plazas carry their own list's notes (toll-plaza-fuel.test.ts).
    // A line along the Turnpike near Fort Drum finds the plaza as a fuel stop.
    const line = [
      { latitude: 27.58, longitude: -80.81 },
      { latitude: 27.6, longitude: -80.82 },
      { latitude: 27.62, longitude: -80.83 },
    ];
    expect(services.alongLine('fuel', line, 3).map((a) => a.item.name)).toContain('Fort Drum Service Plaza');
  });
});
