import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, loadBundledData } from '../bundled-data';
import { FL_TURNPIKE_PLAZA_NOTE } from './services';
import { tollPlazaFuelFileSchema } from './toll-plaza-fuel';

const file = tollPlazaFuelFileSchema.parse(
  JSON.parse(readFileSync(path.join(DATA_DIR, 'rv-services/toll-plaza-fuel.json'), 'utf8')),
);
const services = loadBundledData().services;
const plazaFuel = services.rows.filter(
  (r) => r.kind === 'fuel' && r.detail === 'service plaza' && r.note !== FL_TURNPIKE_PLAZA_NOTE,
);
const byName = (name: string) => {
  const row = plazaFuel.find((r) => r.name === name);
  if (!row) throw new Error(`no fuel row ${name}`);
  return row;
};

describe("toll roads' service plazas as fuel stops (data/rv-services/toll-plaza-fuel.json)", () => {
  it('makes every listed plaza a fuel stop at its rest-area row, each citing its page and checked date', () => {
    const listed = file.roads.flatMap((r) => r.plazas);
    expect(listed.length).toBe(111);
    expect(plazaFuel.length).toBe(listed.length);
    expect(new Set(listed.map((p) => p.restAreaId)).size).toBe(listed.length);
    const rest = new Map(services.rows.filter((r) => r.kind === 'rest').map((r) => [r.id, r]));
    for (const p of listed) {
      const fuel = services.rows.find((r) => r.id === `${p.restAreaId}-fuel`);
      const at = rest.get(p.restAreaId);
      expect(fuel && at, p.name).toBeTruthy();
      expect([fuel?.latitude, fuel?.longitude]).toEqual([at?.latitude, at?.longitude]);
      expect(fuel?.note).toContain(`read ${file.checked}`);
    }
    expect(file.roads.map((r) => r.road)).toEqual([
      'Ohio Turnpike',
      'Pennsylvania Turnpike',
      'New Jersey Turnpike and Garden State Parkway',
      'New York State Thruway',
      'Massachusetts Turnpike (I-90)',
      'Maine Turnpike',
      'Connecticut I-95 and I-395 service plazas',
      'Indiana Toll Road',
      'Kansas Turnpike',
      'Delaware I-95 (Biden Welcome Center)',
      'Maryland I-95 (John F. Kennedy Memorial Highway)',
      'Illinois Tollway',
      'Turner Turnpike (I-44)',
      'Will Rogers Turnpike (I-44)',
      'West Virginia Turnpike (I-77)',
    ]);
  });

  it('says what is unconfirmed, and what the page says is sold', () => {
    expect(byName('South Somerset Service Plaza')).toMatchObject({
      direction: 'E',
      fuels: ['gas', 'diesel'],
    });
    expect(byName('South Somerset Service Plaza').note).not.toMatch(/unconfirmed/);
    expect(byName('Portage Service Plaza').note).toMatch(
      /Ohio Turnpike service plaza: sells fuel \(which kinds is not said\)/,
    );
    expect(byName('Portage Service Plaza').fuels).toBeUndefined();
    expect(byName('Charlton Service Plaza WB')).toMatchObject({ direction: 'W', fuels: ['gas', 'diesel'] });
    expect(byName('Natick Service Plaza EB').note).toMatch(/unconfirmed: named as an I-90 plaza/);
    expect(byName('CT Service Plaza- Milford NB')).toMatchObject({ direction: 'N', fuels: ['gas'] });
    expect(byName('CT Service Plaza- Milford NB').note).toMatch(/unconfirmed: the plazas' operator's page/);
    expect(byName('Topeka Service Area').note).toMatch(/unconfirmed/);
    expect(byName('Topeka Service Area').direction).toBeUndefined();
    // The oases span the Tollway: both directions; Bluestone is the row the data names Morton (MP 18).
    expect(byName('Hinsdale Oasis').direction).toBeUndefined();
    expect(byName('Hinsdale Oasis').note).not.toMatch(/unconfirmed/);
    expect(byName("O'Hare Oasis").note).toMatch(/unconfirmed: its pavilion was removed in 2018/);
    expect(byName('Stroud Service Plaza')).toMatchObject({ direction: 'W' });
    expect(byName('Bluestone Travel Plaza')).toMatchObject({ id: 'ntad-1748-fuel', direction: 'N' });
    for (const r of plazaFuel) expect(r.note?.length).toBeLessThanOrEqual(480);
  });

  it('leaves out the plazas no page lists or whose data is wrong', () => {
    const ids = new Set(services.rows.filter((r) => r.kind === 'fuel').map((r) => r.id));
    // Ohio's MP 49 pair (not on the Commission's list), Indiana's Fremont pair (closed 2015),
    // Chittenango (the data puts it on DeWitt's spot), Plymouth on MA-3 (no fuel), West Virginia.
    for (const id of ['ntad-1218', 'ntad-1219', 'ntad-480', 'ntad-481', 'ntad-1861', 'ntad-591', 'ntad-1752'])
      expect(ids.has(`${id}-fuel`), id).toBe(false);
  });
});
