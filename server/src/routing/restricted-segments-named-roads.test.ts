import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RESTRICTED_SEGMENTS_FILE, segmentEdges } from './restricted-segments';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// Named roads an RV meets on numbered routes: one closed to every RV whatever its size (Cambridge's
// Memorial Drive, cars only), a pass the state's signs advise trailers against (Sonora Pass, CA-108),
// a notch with a length law and an advisory for every RV (Smugglers' Notch, VT-108), and the rules
// every row of the table keeps.
const { segments, graph, router, plainRouter, byId, drives } = restrictionRoutes();

// US-3 north of Fresh Pond, Cambridge; Back Bay, Boston (south of the Harvard Bridge); Harvard
// Square's Massachusetts Avenue (MA-2), north of the river.
const freshPond = at(42.3862, -71.1411);
const backBay = at(42.348, -71.088);
const massAveCambridge = at(42.3744, -71.1188);
// CA-108 below Sonora (west of the pass) and US-395 by Bridgeport (east of it).
const sonora = at(38.05, -120.35);
const bridgeport = at(38.25, -119.23);
// VT-108's ends either side of Smugglers' Notch: Stowe (at VT-100) and Jeffersonville (at VT-15).
const stowe = at(44.4659, -72.6875);
const jeffersonville = at(44.6492, -72.8286);
const NOTCH_ADVISORY =
  "On this drive, Smugglers' Notch (VT-108): the narrow, boulder-lined hairpins through the Notch are not recommended for buses and RVs, and tractor-trailers are banned: check that your rig can make the turns before you go (Vermont Agency of Transportation). Reported, not confirmed on the agency's own page: check before you go.";

describe("Cambridge's Memorial Drive: cars only", () => {
  it('keeps every RV off it, a van as well as a motorhome, and says who closes it and why', () => {
    for (const rvType of ['class-b', 'class-a', 'travel-trailer'] as const) {
      const plain = plainRouter.route([freshPond, backBay], rig({ rvType }));
      expect(drives(plain, { rvType }), rvType).toContain('memorial-drive-west');
      const p = router.route([freshPond, backBay], rig({ rvType }));
      expect(drives(p, { rvType }), rvType).toEqual([]);
      expect(p.miles).toBeGreaterThan(plain.miles + 1);
      expect(notesOf(p)).toEqual([
        [
          'avoided',
          'Avoided Memorial Drive west of Massachusetts Avenue (US-3): it is restricted to cars only, with overpasses as low as 9 ft (moving trucks, vans and box trucks are told to take other routes) (Massachusetts Department of Conservation and Recreation).',
        ],
      ]);
    }
  });

  it('leaves the river bridges open: a drive over the Harvard Bridge from Massachusetts Avenue is not touched', () => {
    const p = router.route([massAveCambridge, backBay], rig({ rvType: 'class-a' }));
    expect(p.restrictions).toBeUndefined();
    expect(p.miles).toBeCloseTo(plainRouter.route([massAveCambridge, backBay], rig({})).miles, 6);
    // Neither row takes the Harvard Bridge's or the BU Bridge's MA-2 edges, only the riverside road.
    const edges = segmentEdges(graph, [byId('memorial-drive-west'), byId('memorial-drive-east')]).flat();
    const lats = edges.flatMap((e) => [graph.nodeLat[graph.edgeA[e]], graph.nodeLat[graph.edgeB[e]]]);
    expect(Math.min(...lats) / 1e5).toBeGreaterThan(42.354);
  });
});

describe('Sonora Pass (CA-108): travel trailers not advised', () => {
  it('tells a travel trailer or fifth wheel over the pass, unconfirmed, and drives it', () => {
    for (const rvType of ['travel-trailer', 'fifth-wheel'] as const) {
      const p = router.route([sonora, bridgeport], rig({ rvType }));
      expect(drives(p, { rvType })).toContain('sonora-pass-trailers');
      expect(p.miles).toBeCloseTo(plainRouter.route([sonora, bridgeport], rig({ rvType })).miles, 6);
      expect(notesOf(p)).toEqual([
        [
          'condition',
          expect.stringMatching(
            /^On this drive, Sonora Pass \(CA-108\): signs at the approaches say travel trailers are not advised .* \(Caltrans\)\. Reported, not confirmed on the agency's own page: check before you go\.$/,
          ),
        ],
      ]);
    }
  });

  it('says nothing to a trailer that drives only the western part of the edge, short of the pass', () => {
    // Dardanelle lies on CA-108's 52-mile edge, west of the row's box: down to Sonora it drives only
    // that piece of the edge (the Sonora Pass seasonal road's, which counts it whole); over to
    // Bridgeport it crosses the pass.
    const dardanelle = at(38.34, -119.83);
    const trailer = rig({ rvType: 'travel-trailer' });
    expect(router.route([dardanelle, sonora], trailer).restrictions).toBeUndefined();
    expect((router.route([dardanelle, bridgeport], trailer).restrictions ?? []).map((r) => r.id)).toEqual([
      'sonora-pass-trailers',
    ]);
  });

  it('says nothing to a motorhome on the same drive', () => {
    for (const rvType of ['class-a', 'class-c'] as const)
      expect(router.route([sonora, bridgeport], rig({ rvType })).restrictions, rvType).toBeUndefined();
  });
});

describe("Smugglers' Notch (VT-108): a length law and an advisory for every RV", () => {
  it('keeps a motorhome over 40 ft, or a trailer over 45 ft on its own, off the Notch, saying its length and the law', () => {
    for (const more of [
      { rvType: 'class-a', lengthFeet: 42 },
      { rvType: 'travel-trailer', lengthFeet: 46 },
    ] as const) {
      const plain = plainRouter.route([stowe, jeffersonville], rig(more));
      const p = router.route([stowe, jeffersonville], rig(more));
      expect(drives(p, more), more.rvType).toEqual([]);
      expect(p.miles, more.rvType).toBeGreaterThan(plain.miles + 5);
      expect(notesOf(p)).toEqual([
        [
          'avoided',
          `Avoided Smugglers' Notch (VT-108): your rig is ${more.lengthFeet} ft long, and Vermont law bars vehicles over 40 ft long and combinations over 45 ft from Route 108 through the Notch, whose hairpins between boulders trap long vehicles (Vermont Agency of Transportation). Reported, not confirmed on the agency's own page: check before you go.`,
        ],
      ]);
    }
  });

  it('drives a 40 ft motorhome and a van through it with the advisory, and tells a trailer to check the whole rig', () => {
    for (const more of [{ rvType: 'class-a', lengthFeet: 40 }, { rvType: 'class-b' }] as const) {
      const p = router.route([stowe, jeffersonville], rig(more));
      expect(p.miles).toBeCloseTo(plainRouter.route([stowe, jeffersonville], rig(more)).miles, 6);
      expect(notesOf(p), more.rvType).toEqual([['condition', NOTCH_ADVISORY]]);
    }
    // Both rows of the one crossing in one note (crossing-notes.ts): the length law, then the advisory.
    const trailer = router.route([stowe, jeffersonville], rig({ rvType: 'travel-trailer', lengthFeet: 30 }));
    const both = expect.stringMatching(
      /; with the tow vehicle, the whole rig must be 45 ft long or less; and the narrow, boulder-lined hairpins .* \(Vermont Agency of Transportation\)\. Reported/,
    );
    expect(notesOf(trailer)).toEqual([
      ['condition', both],
      ['condition', both],
    ]);
  });
});

describe('every row of the table', () => {
  const raw = JSON.parse(readFileSync(RESTRICTED_SEGMENTS_FILE, 'utf8')) as {
    checked: string;
    segments: Array<Record<string, unknown>>;
  };

  it('states its rule, its source and its checked date in the file itself', () => {
    for (const row of raw.segments) {
      const id = String(row.id);
      expect(row.applies, id).toMatch(/^(banned|valves-shut|escort-fee|advisory)$/);
      expect(row.sourceUrl, id).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
      expect(row.checked, id).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });

  it('catches at least one graph edge of its own road, unless it says the graph lacks the road', () => {
    const edges = segmentEdges(graph, segments);
    segments.forEach((s, i) => {
      if (s.inGraph === false) return;
      expect(edges[i].length, s.id).toBeGreaterThan(0);
      for (const e of edges[i]) expect(s.roads, s.id).toContain(graph.names[graph.edgeName[e]]);
    });
  });
});
