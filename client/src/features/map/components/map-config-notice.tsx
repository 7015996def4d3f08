/**
 * SPEC 2/8, kept to one line for visitors: without a (working) Mapbox token the map below is the
 * token-free map from our own data; the configuration details are on /debug.
 */
export function MapConfigNotice({ reason = 'missing' }: { reason?: 'missing' | 'failed' }) {
  return (
    <p className="text-sm text-stone-600" data-testid="map-config-notice">
      {reason === 'missing'
        ? 'Detailed street map available with a Mapbox token'
        : 'The detailed street map could not load; showing the built-in map'}
    </p>
  );
}
