/**
 * SPEC 2/8: shown when VITE_MAPBOX_TOKEN is missing or invalid (or Mapbox would not start with it);
 * the offline map below still works.
 */
export function MapConfigNotice({ reason = 'missing' }: { reason?: 'missing' | 'failed' }) {
  return (
    <section
      aria-labelledby="map-config-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="map-config-title" className="text-base font-semibold">
        Map Requires Configuration
      </h2>
      <p className="mt-1">
        {reason === 'missing' ? (
          <>
            The detailed street and terrain map needs a Mapbox access token. Set{' '}
            <code className="rounded bg-amber-100 px-1">VITE_MAPBOX_TOKEN</code> (at least 40 characters) and
            rebuild to turn it on.
          </>
        ) : (
          <>
            The Mapbox map could not load: check that{' '}
            <code className="rounded bg-amber-100 px-1">VITE_MAPBOX_TOKEN</code> is a valid public token and
            that the map service can be reached.
          </>
        )}{' '}
        Until then, the offline map below shows every national park and campground with search, your location,
        pan and zoom.
      </p>
    </section>
  );
}
