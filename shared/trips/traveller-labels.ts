// The labels of the settings that open places to a traveller, without zod: the map page shows them
// (its military switch, its popups) and does not otherwise need the travellers' schemas, which
// shared/schemas/travellers.ts builds and re-exports these from.

/** The form's label of the free-overnights option, the same on every form. */
export const FREE_OVERNIGHTS_LABEL = 'Free overnights where allowed';
/** The forms' labels of the settings that open places to the traveller (the request's militaryAccess, horses). */
export const MILITARY_ACCESS_LABEL = 'Military ID holder (military campgrounds, FamCamps)';
export const HORSES_LABEL = 'Travelling with horses (horse camps)';
/** The mark of a base FamCamp wherever one is shown (the map's popups). */
export const MILITARY_ONLY_LABEL = 'Military only (ID required)';
