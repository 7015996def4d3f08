import type { Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * Resolves once the detailed map (MapLibre, exposed as window.__rvtpMap) has loaded its style (its
 * container's data-layers="complete"), has drawn everything it has and stopped moving. Used by the end-to-end tests and the map benchmark alike.
 */
export const whenMapIdle = (page: Page, timeout: number) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const map = (window as unknown as { __rvtpMap?: MaplibreMap }).__rvtpMap;
        if (!map) return resolve(false);
        // (The check is written twice: a named helper would be wrapped by the bundler in a
        // name-keeping call that the page does not have.)
        if (
          map.getContainer().dataset.layers === 'complete' &&
          map.loaded() &&
          !map.isMoving() &&
          map.areTilesLoaded()
        )
          return resolve(true);
        map.once('idle', () =>
          resolve(
            map.getContainer().dataset.layers === 'complete' &&
              map.loaded() &&
              !map.isMoving() &&
              map.areTilesLoaded(),
          ),
        );
        setTimeout(() => resolve(false), 5000);
      }),
    undefined,
    { timeout, polling: 200 },
  );
