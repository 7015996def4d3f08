// Honest about what the numbers are: routed on a simplified highway network, at RV speeds.
export const ROAD_DISTANCE_NOTE =
  'Distances are road miles on the bundled US highway network (Interstate, US and state routes, simplified lines, so winding roads come out a few percent short); drive times are at RV speeds without stops. Check current road conditions before you go.';
/**
 * The same of a plan whose routes a routing service answered (OSRM, Mapbox Directions): its road
 * miles, its car times slowed to RV speeds; the legs it drove over a road or pass the rig keeps off
 * are the bundled network's. The park entrances and the drives from camp are always measured on the
 * bundled network (a service answers one route a call, and these are many short ones a day), and
 * the plan says so rather than passing them off as the service's.
 */
export const serviceDistanceNote = (service: string) =>
  `Distances are road miles from ${service}, its drive times slowed to RV speeds without stops; a drive it routed over a road or pass your rig keeps off on the day is routed on the bundled US highway network instead. The park entrances and the drives from camp to the day's sights (minutes from camp) are measured on the bundled US highway network, not by ${service}. Check current road conditions before you go.`;
// Said once on every plan: what the road data cannot know.
export const ROAD_LIMITS_NOTE =
  'Our road data has no weight limits or grades, low clearances only for the tunnels in its table of restricted roads, and no live closures: check bridges, tunnels and grades on your route against your rig before you go. The plan keeps your rig off the tunnels and roads in that table whose propane or size rules it does not meet, and says where one lets it through on a condition.';
/** A place on a road and its road, once: "Independence Pass (CO-82)", but "Teton Park Road" alone. */
export const placeWithRoad = (name: string, road: string) =>
  name.toLowerCase().includes(road.toLowerCase()) ? name : `${name} (${road})`;
/** Said after a note whose facts were reported (a secondary source), not read on the agency's own page. */
export const REPORTED_TAIL = " Reported, not confirmed on the agency's own page: check before you go.";
