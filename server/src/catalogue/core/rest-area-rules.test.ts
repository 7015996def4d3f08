import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, loadBundledData } from '../bundled-data';
import { STATE_NAMES } from './place-name';
import {
  OVERNIGHT_HOURS,
  type RestAreaRules,
  restAreaAllowsNight,
  restAreaNight,
  restAreaNote,
  restAreaRulesSchema,
} from './rest-area-rules';
import { restRows } from './services';

// The rest-area stay table: every listed state with its source, and what a rest stop says.

const rules = restAreaRulesSchema.parse(
  JSON.parse(readFileSync(path.join(DATA_DIR, 'rest-area-overnight.json'), 'utf8')),
);

describe('the rest-area stay table', () => {
  it('lists only states, each with its rule, its authority and a source address; a limit for every timed rule', () => {
    expect(Object.keys(rules.states).length).toBeGreaterThan(0);
    for (const [state, rule] of Object.entries(rules.states)) {
      expect(STATE_NAMES[state], state).toBeDefined();
      expect(rule.source, state).toMatch(/^https?:\/\//);
      if (rule.rule !== 'no-stated-limit') expect(rule.maxHours, state).toBeGreaterThan(0);
      // The rule follows the limit: 8 hours or more is a night's stay, less is not.
      if (rule.rule === 'allowed') expect(rule.maxHours, state).toBeGreaterThanOrEqual(8);
      if (rule.rule === 'short-stay') expect(rule.maxHours, state).toBeLessThan(8);
    }
  });

  it('says a state’s rule with its source, and that the rule is unconfirmed for a state the table lacks', () => {
    expect(restAreaNote(rules, 'WA')).toBe(
      'Public rest area: toilets and water are not in the data. Washington (WSDOT): parking for at most 8 hours unless otherwise posted; no camping or tents (https://www.wsdot.wa.gov/travel/safety/rest-areas/rules-and-faqs). Long enough for a night in the rig; parking only, no slide-outs, chairs or grills. Posted signs win.',
    );
    expect(restAreaNote(rules, 'IL')).toMatch(
      /Illinois \(Ill\. Admin\. Code tit\. 92, § 533\.20\): .*3 hours.* Not an overnight stop\./,
    );
    expect(restAreaNote(rules, 'WY')).toBe(
      "Public rest area: toilets and water are not in the data. How long you may stay at Wyoming rest areas is not confirmed from the state's own rules: follow the posted signs.",
    );
    expect(restAreaNote(rules, undefined)).toMatch(/How long you may stay is not confirmed/);
  });

  it('allows a night only where the state’s own rules give 8 hours or more', () => {
    expect(['CA', 'OR', 'TX', 'WA'].every((s) => restAreaAllowsNight(rules, s))).toBe(true);
    expect(['IL', 'FL', 'AZ', 'WY', 'CO', undefined].some((s) => restAreaAllowsNight(rules, s))).toBe(false);
  });

  it('treats a row found only on a secondary page as unconfirmed: no night, and its note says so', () => {
    const unconfirmed = Object.entries(rules.states).filter(([, r]) => r.confirmed === false);
    // Montana (12 h) and Nevada (18 h) are reported long enough for a night, by secondary pages only.
    expect(unconfirmed.map(([s]) => s)).toEqual(expect.arrayContaining(['MT', 'NV']));
    for (const [state] of unconfirmed) {
      expect(restAreaAllowsNight(rules, state), state).toBe(false);
      expect(restAreaNote(rules, state), state).toMatch(/is not confirmed from the state's own rules/);
    }
    expect(restAreaNote(rules, 'FL')).toMatch(
      /Florida \(FDOT\): .*up to three hours .* Not an overnight stop\./,
    );
  });

  it('puts the rule on every rest area of the catalogue by its state', () => {
    const [amarillo] = restRows(
      {
        fields: ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'placeholderName'],
        rows: [
          ['ntad-9', 'Amarillo Safety Rest Area', 'rest_area', 35.2, -101.8, 'Amarillo', 'TX', 'I-40', false],
        ],
      },
      rules,
    );
    expect(amarillo.note).toMatch(/^Public rest area: .* Texas \(Tex\. Transp\. Code § 545\.411\)/);
    const bundled = loadBundledData().services.rows.filter((r) => r.kind === 'rest');
    const californian = bundled.filter((r) => r.address?.endsWith(', CA') || r.address === 'CA');
    expect(californian.length).toBeGreaterThan(0);
    for (const r of californian) expect(r.note).toMatch(/California \(Caltrans\): stays of up to 8 hours/);
  });
});

// The states the table was extended with on 2026-12-02: one confirmed from a statute (New
// Mexico), the rest from secondary pages only.
describe('the states added to the rest-area stay table', () => {
  // A bundled rest area the data names, as the DOT rows carry it.
  const named = (id: string, name: string, state: string) =>
    restRows(
      {
        fields: ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'placeholderName'],
        rows: [[id, name, 'rest_area', 35, -106, 'Somewhere', state, 'I-40', false]],
      },
      rules,
    )[0];

  it('offers a night in New Mexico, confirmed from its statute: 24 hours in any three days', () => {
    expect(restAreaNight(rules, 'NM')).toEqual({
      state: 'NM',
      stateName: 'New Mexico',
      maxHours: 24,
      summary:
        'no one may remain in a public rest area beside a highway for more than 24 hours in any three-day period',
      authority: 'NMSA 1978, § 67-8-22',
      source: 'https://instalawyer.io/laws/new-mexico-statutes/section-67-8-22-remaining-in',
    });
    const row = named('ntad-t1', 'Test New Mexico Rest Area', 'NM');
    expect(row.restNight?.maxHours).toBe(24);
    expect(row.note).toMatch(/New Mexico \(NMSA 1978, § 67-8-22\): .* Long enough for a night in the rig/);
  });

  it('never offers a night where a row allows a night but only a secondary page says so', () => {
    // Kansas (24 h), Nebraska (10 h) and Wisconsin (24 h) are reported long enough, none confirmed.
    for (const state of ['KS', 'NE', 'WI']) {
      expect(rules.states[state]?.rule, state).toBe('allowed');
      expect(rules.states[state]?.maxHours, state).toBeGreaterThanOrEqual(OVERNIGHT_HOURS);
      expect(rules.states[state]?.confirmed, state).toBe(false);
      expect(restAreaAllowsNight(rules, state), state).toBe(false);
      const row = named(`ntad-${state}`, `Test ${state} Rest Area`, state);
      expect(row.restNight, state).toBeUndefined();
      expect(row.note, state).toMatch(/is not confirmed from the state's own rules/);
    }
  });

  it('never offers a night in a short-stay state, even were its row confirmed', () => {
    const shortStays = Object.entries(rules.states).filter(([, r]) => r.rule === 'short-stay');
    // Illinois and Florida (confirmed) and the reported limits of Kentucky, Maryland, Pennsylvania,
    // South Dakota and Tennessee (2 to 4 hours).
    expect(shortStays.map(([s]) => s)).toEqual(
      expect.arrayContaining(['FL', 'IL', 'KY', 'MD', 'PA', 'SD', 'TN']),
    );
    // The same rows as if each were confirmed: a stay under 8 hours is still not a night.
    const allConfirmed: RestAreaRules = {
      ...rules,
      states: Object.fromEntries(shortStays.map(([s, r]) => [s, { ...r, confirmed: true }])),
    };
    for (const [state, rule] of shortStays) {
      expect(rule.maxHours, state).toBeLessThan(OVERNIGHT_HOURS);
      expect(restAreaAllowsNight(rules, state), state).toBe(false);
      expect(restAreaAllowsNight(allConfirmed, state), state).toBe(false);
      expect(restAreaNote(allConfirmed, state), state).toMatch(/Not an overnight stop\./);
    }
  });

  it('offers nights only in the states confirmed as allowing one', () => {
    const offered = Object.keys(rules.states).filter((s) => restAreaAllowsNight(rules, s));
    expect(offered.sort()).toEqual(['CA', 'NM', 'OR', 'TX', 'WA']);
  });

  it('names every listed state, with its source, in data/SOURCES.md', () => {
    const sources = readFileSync(path.join(DATA_DIR, 'SOURCES.md'), 'utf8');
    const section = sources.slice(sources.indexOf('## `rest-area-overnight.json`'));
    const rows = section.slice(0, section.indexOf('\n## ', 1));
    for (const [state, rule] of Object.entries(rules.states)) {
      const line = rows.split('\n').find((l) => l.startsWith(`| ${state} |`));
      expect(line, state).toBeDefined();
      expect(line, state).toContain(rule.source);
      expect(line, state).toMatch(rule.confirmed === false ? /\*\*No\*\*/ : /\| Yes/);
    }
  });
});
