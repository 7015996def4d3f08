/** A direction of travel, as a one-direction road stop serves it. */
export type Direction = 'N' | 'S' | 'E' | 'W';

// "I-10 EB", "Nash County Rest Area SBL" (southbound lanes) or "Donner Summit Eastbound" serves one
// direction of traffic only; "US-231 NB / SB" serves both.
const BOUND = /\b([NSEW])BL?\b|\b(north|south|east|west)bound\b/gi;
// The DOT data also writes an Interstate's direction after its number ("I-80E", "I-76 E - PTC
// Mainline"; "I-87N & S": both). Not I-35E/W and I-69E/W/C: those letters name split routes. US
// routes are left out: their letter often marks a two-lane road's inventory side ("US40W" at Hayden,
// Colorado, a rest area both directions use).
const INTERSTATE_BOUND = /\bI-?\s?(\d+)\s?([NSEW])\b/g;
const BOTH_WAYS = /[NSEW]\s*[&/]\s*[NSEW]\b/;
const SPLIT_ROUTE = /^(35[EW]|69[EWC])$/;
/**
 * The direction of travel a rest area serves, from its highway and name in the DOT data
 * (data/rv-services/rest-areas.json): undefined when it serves both or the text does not say.
 */
export function directionOf(text: string): Direction | undefined {
  if (BOTH_WAYS.test(text)) return undefined;
  const dirs = new Set([...text.matchAll(BOUND)].map((m) => (m[1] ?? m[2]).charAt(0).toUpperCase()));
  for (const m of text.matchAll(INTERSTATE_BOUND)) if (!SPLIT_ROUTE.test(`${m[1]}${m[2]}`)) dirs.add(m[2]);
  return dirs.size === 1 ? ([...dirs][0] as Direction) : undefined;
}

