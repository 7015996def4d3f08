/**
 * The map page shows 'Map Requires Configuration' when the map token is missing or invalid (the
 * product spec), kept to one line for visitors: without a (working) Mapbox token the map below is
 * the token-free map from our own data; the configuration details are on /debug.
 */
export function MapConfigNotice({ reason = 'missing' }: { reason?: 'missing' | 'failed' | 'invalid' }) {
  // A token is set but cannot be a Mapbox token: the site needs configuring, and says so; the map
  // from our own data stays below.
  if (reason === 'invalid')
    return (
      <div
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        data-testid="map-config-notice"
      >
        <h2 className="font-semibold text-amber-900">Map Requires Configuration</h2>
        <p className="mt-1 text-amber-900">
          The map token this site is built with is not a valid Mapbox token; showing the built-in map.
        </p>
      </div>
    );
  return (
    <p className="text-sm text-stone-600" data-testid="map-config-notice">
      {reason === 'missing'
        ? 'Detailed street map available with a Mapbox token'
        : 'The detailed street map could not load; showing the built-in map'}
    </p>
  );
}
