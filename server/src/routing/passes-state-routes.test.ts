import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { segmentEdges } from './restricted-segments';
import { seasonTestRouter } from './season-test-router';
import { asSegment } from './seasons';

// The high passes on state routes the router drives (CO-17's Cumbres and La Manga, WY-22's Teton Pass,
// NV-431's Mount Rose Summit and the others), on the bundled graph with its own router (cache off)
// and no restricted segments: a winter route over Wolf Creek Pass must not be traded for one over
// passes the table did not know.
const { tables, drives, notes, route } = seasonTestRouter();
const graph = sharedRoadGraph();

const STATE_ROUTE_PASSES: Record<string, string> = {
  'cumbres-pass': 'CO-17',
  'la-manga-pass': 'CO-17',
  'cameron-pass': 'CO-14',
  'hoosier-pass': 'CO-9',
  'fremont-pass': 'CO-91',
  'spring-creek-pass': 'CO-149',
  'slumgullion-summit': 'CO-149',
  'lizard-head-pass': 'CO-145',
  'grand-mesa-summit': 'CO-65',
  'gore-pass': 'CO-134',
  'willow-creek-pass': 'CO-125',
  'north-pass': 'CO-114',
  'cucharas-pass': 'CO-12',
  'teton-pass': 'WY-22',
  'bobcat-pass': 'NM-38',
  'mount-rose-summit': 'NV-431',
  'carson-pass': 'CA-88',
  'galena-summit': 'ID-75',
  'juniper-pass': 'CO-103',
  'mcclure-pass': 'CO-133',
  'dallas-divide': 'CO-62',
  'douglas-pass': 'CO-139',
  'emory-pass': 'NM-152',
  'onyx-summit': 'CA-38',
  'dead-indian-pass': 'WY-296',
  'cedar-mountain-summit': 'UT-14',
  'nm-4-valles-caldera-summit': 'NM-4',
  'hardscrabble-pass': 'CO-96',
  // On roads the seasonal table closes for winter: the pass rows keep a traveller who asked to avoid
  // passes off them in summer too.
  'battle-pass': 'WY-70',
  'independence-pass-summit': 'CO-82',
  'sonora-pass-summit': 'CA-108',
  'ebbetts-pass-summit': 'CA-4',
  'monitor-pass-summit': 'CA-89',
};

// The names of the passes a leg's notes say it crosses, sorted.
const crossed = (p: Parameters<typeof notes>[0]) =>
  notes(p, 'passes')
    .map((n) => n.match(/^Crosses (.+?) \(/)?.[1])
    .sort();

const conejos = { latitude: 37.0886, longitude: -106.0197 };
const alamosa = { latitude: 37.4695, longitude: -105.87 };
const kayenta = { latitude: 36.7278, longitude: -110.2546 };
const farmington = { latitude: 36.7281, longitude: -108.2187 };
const classA = { rvType: 'class-a' as const };

describe('passes on state routes in the pass table', () => {
  it('each row catches its own state route in the graph near its summit, and that road only', () => {
    const rows = tables.passes.filter((p) => p.id in STATE_ROUTE_PASSES);
    expect(rows.map((p) => p.id).sort()).toEqual(Object.keys(STATE_ROUTE_PASSES).sort());
    const edges = segmentEdges(graph, rows.map(asSegment));
    rows.forEach((p, i) => {
      expect(p.roads, p.id).toEqual([STATE_ROUTE_PASSES[p.id]]);
      expect(p.elevationFeet, p.id).toBeGreaterThanOrEqual(8000);
      expect(edges[i].length, p.id).toBeGreaterThan(0);
      for (const e of edges[i]) expect(graph.names[graph.edgeName[e]], p.id).toBe(STATE_ROUTE_PASSES[p.id]);
      // Every state with a pass has its chain-law row (the loader throws otherwise).
      expect(tables.chainLaws[p.state], p.id).toBeDefined();
    });
  });

  it("a pass on a road the seasonal table closes for winter lies on that row's closed stretch", () => {
    const rows = tables.passes.filter((p) => p.id in STATE_ROUTE_PASSES);
    const passEdges = segmentEdges(graph, rows.map(asSegment));
    const roadEdges = segmentEdges(graph, tables.roads.map(asSegment));
    let both = 0;
    rows.forEach((p, i) => {
      tables.roads.forEach((r, k) => {
        if (!r.roads.includes(STATE_ROUTE_PASSES[p.id])) return;
        const closed = new Set(roadEdges[k]);
        if (!passEdges[i].some((e) => closed.has(e))) return;
        both++;
        for (const e of passEdges[i]) expect(closed.has(e), `${p.id} in ${r.id}`).toBe(true);
      });
    });
    // Battle, Independence, Sonora, Ebbetts and Monitor passes.
    expect(both).toBe(5);
  });
});

describe('a pass on a road closed for winter', () => {
  const aspen = { latitude: 39.1911, longitude: -106.8175 };
  const twinLakes = { latitude: 39.0825, longitude: -106.3792 };
  it('Aspen to Twin Lakes: over Independence Pass in July, round it when asked to avoid passes, and in January round the closed road', () => {
    const july = route(aspen, twinLakes, '2027-07-15');
    expect(drives(july)).toContain('independence-pass-summit');
    expect(july.restrictions).toBeUndefined();
    // Asked to avoid passes: Twin Lakes lies on CO-82's graph edge east of the summit, and a way round
    // to it keeps off every pass (by Wyoming, I-25 and the Arkansas valley, about 710 miles), taken at
    // any length as asked. (Before, any piece of the edge, which is also the seasonal road's, counted
    // as over the summit, and the day said no road got around it: pass-own-edge.test.ts.)
    const asked = route(aspen, twinLakes, '2027-07-15', { avoidPasses: true });
    expect(drives(asked)).toEqual([]);
    expect(notes(asked, 'passes')).toEqual([]);
    expect(notes(asked, 'avoided')).toEqual([
      expect.stringMatching(/^Avoided Independence Pass \(CO-82, 12,095 ft\): you asked to avoid mountain passes, and the way round is more than twice as long: about [67]\d\d miles \([^)]*\) against \d\d miles \([^)]*\) over it, [67]\d\d miles \([^)]*\) more\. To cross the pass instead, turn off "Avoid mountain passes"\.$/),
    ]);
    // Silverton to Ouray: every way out of Silverton crosses a pass (Red Mountain, Molas or Coal
    // Bank), so the day names the one it crosses, as it does any pass no road in the graph gets around.
    const silverton = { latitude: 37.81194, longitude: -107.66451 };
    const ouray = { latitude: 38.02277, longitude: -107.67145 };
    const shutIn = route(silverton, ouray, '2027-07-15', { avoidPasses: true });
    expect(notes(shutIn, 'passes')).toEqual([
      expect.stringMatching(
        /^Crosses Red Mountain Pass \(US-550, 11,018 ft\) although you asked to avoid mountain passes: no road in our network gets around it\. Colorado's Traction Law/,
      ),
    ]);
    const january = route(aspen, twinLakes, '2027-01-15');
    expect(drives(january)).not.toContain('independence-pass-summit');
    expect(notes(january, 'avoided')).toContainEqual(
      expect.stringMatching(/^Avoided Independence Pass \(CO-82\): usually closed for winter/),
    );
    // The pass is not named as driven, nor as avoided for a winter detour: the closed road comes first.
    expect(notes(january, 'passes').filter((n) => n.includes('CO-82'))).toEqual([]);
  });
});

describe('the San Luis Valley to the Four Corners in January (a snowbird, class A)', () => {
  // Wolf Creek Pass (US-160) or Cumbres and La Manga passes (CO-17): every way west over the San Juans
  // crosses a pass above 10,000 ft, and a way round by New Mexico is far more than 15 % longer.
  it('Conejos to Kayenta names both CO-17 passes it crosses, with their elevations and the chain law', () => {
    const july = route(conejos, kayenta, '2027-07-15', classA);
    expect(july.restrictions).toBeUndefined();
    const january = route(conejos, kayenta, '2027-01-02', classA);
    const over = drives(january);
    // Whatever the road, each pass it crosses is named; none is crossed unnamed.
    expect(over.length).toBeGreaterThan(0);
    const named = new Set(crossed(january));
    for (const id of over) expect(named).toContain(tables.passes.find((p) => p.id === id)!.name);
    expect(over).toEqual(expect.arrayContaining(['cumbres-pass', 'la-manga-pass']));
    const onCo17 = notes(january, 'passes').filter((n) => n.includes('(CO-17,'));
    expect(onCo17.sort()).toEqual([
      expect.stringMatching(/^Crosses Cumbres Pass \(CO-17, 10,022 ft\) in winter: no way around it/),
      expect.stringMatching(/^Crosses La Manga Pass \(CO-17, 10,230 ft\) in winter: no way around it/),
    ]);
    for (const n of onCo17) expect(n).toContain("Colorado's Traction Law");
    // Not "avoided Wolf Creek Pass" for a way over two passes the day would not name.
    expect(notes(january, 'avoided')).toEqual([]);
  });

  it('Alamosa to Kayenta crosses Wolf Creek Pass and names it, rather than going round it over CO-17 unnamed', () => {
    const january = route(alamosa, kayenta, '2027-01-02', classA);
    const over = drives(january);
    expect(over).toContain('wolf-creek-pass');
    expect(over).not.toContain('cumbres-pass');
    expect(crossed(january)).toEqual(['Wolf Creek Pass']);
    expect(notes(january, 'avoided')).toEqual([]);
  });

  it('asked to avoid passes, Conejos to Farmington keeps off Wolf Creek, Cumbres and La Manga alike', () => {
    const asked = route(conejos, farmington, '2027-07-15', { ...classA, avoidPasses: true });
    const over = drives(asked);
    for (const id of ['wolf-creek-pass', 'cumbres-pass', 'la-manga-pass']) expect(over).not.toContain(id);
    expect(notes(asked, 'avoided')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Avoided (Cumbres|La Manga) Pass \(CO-17, /)]),
    );
  });
});

describe('passes elsewhere', () => {
  it.each([
    [
      'Jackson to Victor, ID',
      'Teton Pass',
      'WY-22, 8,431 ft',
      { latitude: 43.4799, longitude: -110.7624 },
      { latitude: 43.6027, longitude: -111.1114 },
    ],
    [
      'Reno to Incline Village',
      'Mount Rose Summit',
      'NV-431, 8,911 ft',
      { latitude: 39.4, longitude: -119.78 },
      { latitude: 39.2513, longitude: -119.9727 },
    ],
    [
      'Ketchum to Stanley',
      'Galena Summit',
      'ID-75, 8,701 ft',
      { latitude: 43.6807, longitude: -114.3637 },
      { latitude: 44.2163, longitude: -114.9381 },
    ],
    [
      'Red River to Eagle Nest',
      'Bobcat Pass',
      'NM-38, 9,820 ft',
      { latitude: 36.7048, longitude: -105.4067 },
      { latitude: 36.5548, longitude: -105.2628 },
    ],
    // A US-route pass the table lacked until the state routes were looked over.
    [
      'Gunnison to Montrose',
      'Blue Mesa Summit',
      'US-50, 8,704 ft',
      { latitude: 38.5458, longitude: -106.9253 },
      { latitude: 38.4783, longitude: -107.8762 },
    ],
    [
      'Vernal to Dutch John',
      'the Uinta Mountains summit north of Vernal',
      'US-191, 8,400 ft',
      { latitude: 40.4555, longitude: -109.5287 },
      { latitude: 40.93, longitude: -109.3921 },
    ],
    [
      'Jemez Springs to Los Alamos',
      'the Valles Caldera summit',
      'NM-4, 9,100 ft',
      { latitude: 35.7706, longitude: -106.6903 },
      { latitude: 35.88, longitude: -106.3031 },
    ],
  ])('%s in January names %s', (_, name, roadAndFeet, from, to) => {
    const january = route(from, to, '2027-01-15');
    const said = notes(january, 'passes').find((n) => n.startsWith(`Crosses ${name} (`));
    expect(said).toBeDefined();
    expect(said).toContain(`(${roadAndFeet})`);
    expect(route(from, to, '2027-07-15').restrictions).toBeUndefined();
  });
});
