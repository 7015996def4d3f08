import { describe, expect, it } from 'vitest';
import { catalogueForTraveller, summaryForTraveller } from './catalogue-access';

const point = (id: string, military?: true) => ({
  type: 'Feature' as const,
  properties: military ? { id, name: id, military } : { id, name: id },
  geometry: { type: 'Point' as const, coordinates: [-106.4, 31.8] as [number, number] },
});

describe("the map's RV parks layer and a military ID", () => {
  const features = [point('osm-1506573850'), point('osm-990199147', true)];

  it('leaves FamCamps out for a civilian', () => {
    expect(catalogueForTraveller(features, false).map((f) => f.properties.id)).toEqual(['osm-1506573850']);
  });

  it('draws them for a military ID holder', () => {
    expect(catalogueForTraveller(features, true).map((f) => f.properties.id)).toEqual([
      'osm-1506573850',
      'osm-990199147',
    ]);
  });

  it("counts the FamCamps' squares in the national view only for a military ID holder", () => {
    const index = {
      summary: [[-106.4, 31.8, 12]] as Array<[number, number, number]>,
      militarySummary: [[-106.42, 31.81, 1]] as Array<[number, number, number]>,
    };
    expect(summaryForTraveller(index, false)).toEqual([[-106.4, 31.8, 12]]);
    expect(summaryForTraveller(index, true)).toEqual([
      [-106.4, 31.8, 12],
      [-106.42, 31.81, 1],
    ]);
  });
});
