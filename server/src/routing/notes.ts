// Honest about what the numbers are: routed on a simplified highway network, at RV speeds.
export const ROAD_DISTANCE_NOTE =
  'Distances are road miles on the bundled US highway network (Interstate, US and state routes, simplified lines, so winding roads come out a few percent short); drive times are at RV speeds without stops. Check current road conditions before you go.';
