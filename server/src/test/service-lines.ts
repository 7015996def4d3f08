import type { LinePoint } from '@shared/plan/polyline';

/**
 * Lines a routing service might draw ([latitude, longitude]) beside and over rows of the tables,
 * traced along the roads' courses: a service's drawing is not the graph's, so `asService` moves each
 * point about 50 m off the points given.
 */
/** Estes Park west on US-34 to Horseshoe Park, where Trail Ridge Road and the way to Old Fall River Road part. */
const estesToHorseshoePark: LinePoint[] = [
  [40.3806, -105.5449],
  [40.3824, -105.5541],
  [40.3965, -105.5653],
  [40.4036, -105.5903],
  [40.4052, -105.5944],
  [40.4036, -105.627],
];

/** Fall River Pass, where the two meet again, and on toward Grand Lake. */
const fallRiverPassWest: LinePoint[] = [
  [40.4406, -105.7547],
  [40.4471, -105.7544],
  [40.4199, -105.8121],
];

export const SERVICE_LINES = {
  /** Packwood up US-12 and WA-123 to Ohanapecosh, south of Stevens Canyon Road's junction. */
  packwoodToOhanapecosh: [
    [46.6, -121.67],
    [46.6207, -121.6617],
    [46.6745, -121.5776],
    [46.6892, -121.5794],
    [46.7004, -121.5824],
    [46.72, -121.575],
    [46.731, -121.571],
  ],
  /**
   * Paradise over Stevens Canyon Road (by Reflection Lakes, Box Canyon and Backbone Ridge: the
   * graph draws it as one straight stretch) to WA-123, and down WA-123 and US-12 to Packwood.
   */
  paradiseToPackwood: [
    [46.7865, -121.7353],
    [46.779, -121.727],
    [46.7686, -121.7303],
    [46.771, -121.715],
    [46.764, -121.69],
    [46.758, -121.665],
    [46.7648, -121.6367],
    [46.755, -121.62],
    [46.744, -121.6],
    [46.745, -121.58],
    [46.754, -121.565],
    [46.747, -121.5571],
    [46.7004, -121.5824],
    [46.6892, -121.5794],
    [46.6207, -121.6617],
    [46.6, -121.67],
  ],
  /** From US-1 over the Jamestown Verrazzano and Newport Pell bridges (RI-138) into Newport. */
  overNewportPell: [
    [41.5303, -71.4659],
    [41.5291, -71.4273],
    [41.5282, -71.4013],
    [41.5256, -71.3697],
    [41.5079, -71.3617],
    [41.4995, -71.322],
    [41.4919, -71.3173],
  ],
  /** Down Jamestown's North Road, across RI-138 between the bridges, to the village. */
  jamestownNorthRoad: [
    [41.565, -71.385],
    [41.545, -71.384],
    [41.527, -71.383],
    [41.51, -71.378],
    [41.497, -71.37],
  ],
  /** Dillon to Loveland Valley on I-70, through the Eisenhower-Johnson tunnels. */
  i70Tunnels: [
    [39.63, -106.0634],
    [39.6579, -105.992],
    [39.6731, -105.9709],
    [39.6793, -105.9252],
    [39.6819, -105.8916],
    [39.6921, -105.8754],
    [39.7016, -105.8625],
    [39.6997, -105.8531],
    [39.6917, -105.8104],
  ],
  /** Dillon to Loveland Valley over Loveland Pass on US-6, as hazardous cargo is sent, and on down I-70. */
  overLovelandPass: [
    [39.63, -106.0634],
    [39.6286, -106.0523],
    [39.6334, -106.0406],
    [39.6054, -106.0141],
    [39.6023, -105.99],
    [39.61, -105.9448],
    [39.641, -105.8851],
    [39.6416, -105.8693],
    [39.6638, -105.8789],
    [39.6795, -105.8732],
    [39.6683, -105.882],
    [39.6792, -105.8826],
    [39.6801, -105.8946],
    [39.6819, -105.8916],
    [39.6921, -105.8754],
    [39.7016, -105.8625],
    [39.6997, -105.8531],
    [39.6917, -105.8104],
  ],
  /** Estes Park over Trail Ridge Road (US-34) by Fall River Pass, where Old Fall River Road ends, toward Grand Lake. */
  trailRidgeRoad: [
    ...estesToHorseshoePark,
    [40.3871, -105.6108],
    [40.3998, -105.6442],
    [40.3969, -105.6505],
    [40.3873, -105.6313],
    [40.3948, -105.6431],
    [40.3859, -105.6671],
    [40.3899, -105.6753],
    [40.4022, -105.6664],
    [40.3927, -105.6863],
    [40.3933, -105.7085],
    [40.4099, -105.7184],
    [40.4123, -105.7433],
    ...fallRiverPassWest,
  ],
  /** Estes Park up Old Fall River Road to Fall River Pass, and on toward Grand Lake. */
  oldFallRiverRoad: [
    ...estesToHorseshoePark,
    [40.4083, -105.6537],
    [40.4185, -105.6744],
    [40.4275, -105.7],
    [40.4345, -105.73],
    ...fallRiverPassWest,
  ],
} satisfies Record<string, LinePoint[]>;

export type ServiceLineName = keyof typeof SERVICE_LINES;

/** A line about 50 m off the points given, as a service's own drawing of the road would lie. */
export const asService = (points: readonly LinePoint[]): LinePoint[] =>
  points.map(([lat, lng]) => [lat + 0.0004, lng + 0.0005]);

/** The line as a path's arrays. */
export const lineArrays = (points: readonly LinePoint[]) => ({
  lat: points.map((p) => p[0]),
  lng: points.map((p) => p[1]),
});

/** The first and last points of a named line, as places. */
export const endsOf = (name: ServiceLineName) => {
  const line = SERVICE_LINES[name];
  const [a, b] = [line[0], line[line.length - 1]];
  return [
    { latitude: a[0], longitude: a[1] },
    { latitude: b[0], longitude: b[1] },
  ];
};
