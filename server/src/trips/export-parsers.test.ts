import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { planFromDenver, testPlannerData } from '../test/planner-data';
import { createTestUser, testTrip } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestContext } from '../test/test-app';

// Text the traveller typed cannot break an export. Notes and names holding every
// kind of line break, control characters, characters XML 1.0 forbids and formula starts are exported
// through the API and read back by strict parsers: xmllint and gpsbabel (GPX, KML), ical.js and a
// line check (ICS), Python's csv module in strict mode (CSV).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-export-parsers-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const HOSTILE_NOTES = [
  'lone CR\rBEGIN:VEVENT\rSUMMARY:INJECTED-CR\rEND:VEVENT',
  'lone LF\nSUMMARY:INJECTED-LF',
  'separators\u2028SUMMARY:INJECTED-LS\u2029SUMMARY:INJECTED-PS\u0085SUMMARY:INJECTED-NEL\vVT\fFF',
  'controls \u0001\u0007\u001b\u007f and non-characters \uFFFE\uFFFF and a lone \uD800 surrogate',
];
const FORMULAS = ['\t=HYPERLINK("http://evil.example","x")', '\r=1+1', '=SUM(A1)', '+1', '-1', '@SUM(1)', '\n=1'];

async function hostileTrip(): Promise<{ id: string; auth: Record<string, string>; plan: TripPlan }> {
  const planned = await planFromDenver(testPlannerData(), { duration: 3 });
  const days = planned.dailyItinerary.map((d, i) => ({
    ...d,
    // The first text of each CSV cell is a formula start; names and notes hold every hostile text.
    from: { ...d.from, name: FORMULAS[i % FORMULAS.length] },
    notes: [FORMULAS[(i + 1) % FORMULAS.length], ...HOSTILE_NOTES],
    rvPark: { ...d.rvPark, name: `${d.rvPark.name} \u0002\u001f\uFFFE`, address: `${d.rvPark.address}\r\nSUMMARY:INJECTED-ADDRESS` },
  }));
  const plan = {
    ...planned,
    dailyItinerary: days,
    routeOptions: planned.routeOptions.map((r) => (r.type === planned.selectedRoute ? { ...r, dailyItinerary: days } : r)),
  };
  const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
  const auth = { Authorization: `Bearer ${token}` };
  const trip = testTrip({ title: 'Hostile \u0007 title\r\nX-INJECTED:1', departureDate: plan.input.departureDate, duration: 3 });
  const created = await request(ctx.app).post('/api/trip-plans').set(auth).send({ trip, aiPlan: plan });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: trip.id, auth, plan };
}

const exported = async (id: string, format: string, auth: Record<string, string>) => {
  const res = await request(ctx.app).get(`/api/trip-plans/${id}/export/${format}`).set(auth).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.status, format).toBe(200);
  const file = path.join(dir, `${id}.${format}`);
  fs.writeFileSync(file, res.body as Buffer);
  return { file, text: (res.body as Buffer).toString('utf8') };
};

/** Runs a parser; its exit code and what it said on failure. */
function run(cmd: string, args: string[]): { ok: boolean; said: string } {
  try {
    execFileSync(cmd, args, { stdio: 'pipe' });
    return { ok: true, said: '' };
  } catch (error) {
    const e = error as { stderr?: Buffer; stdout?: Buffer };
    return { ok: false, said: `${e.stderr?.toString() ?? ''}${e.stdout?.toString() ?? ''}` };
  }
}

describe('exports of typed text read back by strict parsers', () => {
  it('GPX, Garmin GPX and KML: well-formed for xmllint and read by gpsbabel', async () => {
    const { id, auth } = await hostileTrip();
    for (const [format, gpsbabelFormat] of [['gpx', 'gpx'], ['garmin.gpx', 'gpx'], ['kml', 'kml']] as const) {
      const { file, text } = await exported(id, format, auth);
      const lint = run('xmllint', ['--noout', file]);
      expect(lint, `${format}: ${lint.said}`).toEqual({ ok: true, said: '' });
      const babel = run('gpsbabel', ['-i', gpsbabelFormat, '-f', file, '-o', 'gpx', '-F', path.join(dir, `${id}.${format}.out.gpx`)]);
      expect(babel, `${format}: ${babel.said}`).toMatchObject({ ok: true });
      // The text is kept, only the illegal characters are gone.
      expect(text).toContain('Hostile  title');
    }
  }, 60_000);

  it('ICS: no line but the calendar’s own, every event as planned, the notes read back whole', async () => {
    const { id, auth, plan } = await hostileTrip();
    const { text } = await exported(id, 'ics', auth);
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.slice(0, -2).split('\r\n')) {
// eslint-disable-next-line no-control-regex -- control characters are what this removes or looks for
      expect(line, JSON.stringify(line)).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029\u0000-\u0008\u000e-\u001f\u007f]/);
    }
    // Split on any line break, as a lax parser would: no injected property appears at a line's start.
    for (const line of text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/)) expect(line).not.toMatch(/^(SUMMARY:INJECTED|BEGIN:VEVENT\\|X-INJECTED)/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    const summaries = events.map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries.some((s) => s.includes('INJECTED'))).toBe(false);
    expect(events.length).toBeGreaterThanOrEqual(plan.dailyItinerary.length);
    const descriptions = events.map((e) => String(e.getFirstPropertyValue('description') ?? '')).join('\n');
    // The notes are there as text, each break a line break of the description.
    expect(descriptions).toContain('lone CR\nBEGIN:VEVENT\nSUMMARY:INJECTED-CR');
    expect(descriptions).toContain('separators\nSUMMARY:INJECTED-LS');
  }, 60_000);

  it('CSV: strict RFC 4180 rows, and no cell starts a formula (OWASP, TAB and CR included)', async () => {
    const { id, auth, plan } = await hostileTrip();
    const { file } = await exported(id, 'csv', auth);
    const script = [
      'import csv, json, sys',
      "rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), strict=True))",
      'print(json.dumps(rows))',
    ].join('\n');
    const rows = JSON.parse(execFileSync('python3', ['-c', script, file]).toString()) as string[][];
    expect(rows).toHaveLength(plan.dailyItinerary.length + 1);
    for (const row of rows) expect(row).toHaveLength(rows[0].length);
    const cells = rows.slice(1).flat();
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r\n]/);
    // Neutralised, not lost: the TAB- and CR-led formulas are there after the quote mark.
    expect(cells).toContain(`'${FORMULAS[0]}`);
    expect(cells.some((c) => c.startsWith(`'${FORMULAS[1]} lone CR`))).toBe(true);
  }, 60_000);
});
