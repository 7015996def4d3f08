import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

// No step of the planner, rule of the plan model or edit of the client reads back a sentence another
// part wrote for the traveller to build a value (docs/decisions/0005-texts-on-the-wire.md): a day's
// town comes with its stop, a stay's length with the stay. The few readings the wire format still
// needs are listed below with their reason; a new one fails here.

const root = path.join(__dirname, '..');
const FOLDERS = ['server/src/planner', 'shared/plan', 'client/src/entities/trips'];

const RULES: Array<{ what: string; pattern: RegExp }> = [
  {
    what: 'a regular expression over a place name',
    pattern: /\.(test|match|exec)\(\s*[\w?.[\]]*\.name\s*\)|\bname\w*\s*\.\s*(match|search)\(/,
  },
  {
    what: 'a regular expression over a note, warning, title or description',
    pattern:
      /\.(test|match|exec)\(\s*[\w?.[\]]*\b(note|notes|warning|warnings|title|description|sentence)\w*\s*\)|\b(note|warning|title|description|sentence)s?\s*\.\s*(match|matchAll|search)\(/i,
  },
  {
    what: 'a note, warning or title told by its words',
    pattern: /\b(note|notes|n|warning|warnings|w|title|description|sentence)\s*\.\s*(startsWith|endsWith)\(/,
  },
  {
    what: 'a name told by its opening or closing words (an activity by the sentence naming its park)',
    pattern: /\.name\s*\.\s*(startsWith|endsWith)\(/,
  },
  {
    what: 'a sentence pattern of the old stay or town readers',
    pattern: /\b(STAY_NOTE|REST_NOTE|TOWN_LABEL)\b/,
  },
];

// The readings the wire format still needs (0005): the road-stop sentences of stored plans are told by
// their opening words (one definition, beside their list); the OpenAI writer's or the planner's
// description keeps its words and has its length and route clause replaced; Optimize marks a title once;
// a road season's name from the catalogue (not a step's sentence) chooses its verb.
const ALLOWED: Array<{ file: string; line: RegExp }> = [
  {
    file: 'shared/plan/day-texts.ts',
    line: /ROAD_STOP_TEXT_PREFIXES\.some\(\(p\) => text\.startsWith\(p\)\)/,
  },
  { file: 'shared/plan/day-texts.ts', line: /text\.startsWith\(ROAD_STOP_TEXT\.overnight\)/ },
  { file: 'client/src/entities/trips/plan/plan-edits.ts', line: /title\.endsWith\(' \(Optimized\)'\)/ },
  { file: 'server/src/planner/core/activity-season.ts', line: /\/\\broads\\b\/i\.test\(r\.name\)/ },
];

const files = FOLDERS.flatMap((dir) => sourceFiles(root, dir));
const text = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

function offenders(pattern: RegExp): string[] {
  const out: string[] = [];
  for (const [file, body] of text)
    body.split('\n').forEach((line, i) => {
      if (!pattern.test(line)) return;
      if (ALLOWED.some((a) => a.file === file && a.line.test(line))) return;
      out.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  return out;
}

describe('no display text read back', () => {
  it('scans the planner, the plan model and the client trips entities', () => {
    expect(files).toContain('server/src/planner/core/steps/day-content.ts');
    expect(files).toContain('client/src/entities/trips/plan/plan-texts.ts');
    expect(files).toContain('shared/plan/stays.ts');
  });

  for (const { what, pattern } of RULES)
    it(`finds no ${what.replace(/^an? /, '')}`, () => {
      expect(offenders(pattern), what).toEqual([]);
    });

  it('keeps every allowed reading where it is (a stale entry fails)', () => {
    for (const a of ALLOWED)
      expect(
        text
          .get(a.file)
          ?.split('\n')
          .some((l) => a.line.test(l)),
        a.file,
      ).toBe(true);
  });

  it('would find the old readers', () => {
    const old = [
      'const town = TOWN_LABEL.test(to.name) ? to.name : s.to.area;',
      'const rest = note.match(REST_NOTE);',
      'if (STAY_NOTE.test(note)) {',
      "const fuel = day.notes.filter((n) => n.startsWith('Fuel: '));",
      'if (out.some((a) => a.name.startsWith(activity) && a.parkId === park.id)) continue;',
    ];
    for (const line of old)
      expect(
        RULES.some((r) => r.pattern.test(line)),
        line,
      ).toBe(true);
  });
});
