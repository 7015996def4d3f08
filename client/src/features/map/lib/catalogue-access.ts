import type { CatalogueIndex } from '@shared/map/catalogue-cells';

// The map's "RV parks" layer holds base FamCamps flagged `military` (scripts/map-data-cells.ts): open
// to military ID holders only, so they are drawn only for a traveller who says they hold one, as the
// park search finds them only for one. Everyone else never sees them on the layer.

type Flagged = { properties: { military?: true } };

/** The layer's points this traveller may use: FamCamps only with a military ID. */
export function catalogueForTraveller<T extends Flagged>(features: readonly T[], militaryAccess: boolean): T[] {
  return militaryAccess ? [...features] : features.filter((f) => f.properties.military !== true);
}

/** The national view's per-degree counts: the FamCamps' squares are added for a military ID holder. */
export function summaryForTraveller(
  index: Pick<CatalogueIndex, 'summary' | 'militarySummary'>,
  militaryAccess: boolean,
): CatalogueIndex['summary'] {
  return militaryAccess ? [...index.summary, ...index.militarySummary] : index.summary;
}
