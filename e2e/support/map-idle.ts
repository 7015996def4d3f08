import type { Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * Resolves once the detailed map (MapLibre, exposed as window.__rvtpMap) has drawn everything it has
 * and stopped moving. Used by the end-to-end tests and the map benchmark alike.
 */
export const whenMapIdle = (page: Page, timeout: number) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const map = (window as unknown as { __rvtpMap?: MaplibreMap }).__rvtpMap;
        if (!map) return resolve(false);
        if (map.loaded() && !map.isMoving() && map.areTilesLoaded()) return resolve(true);
        map.once('idle', () => resolve(true));
        setTimeout(() => resolve(false), 5000);
      }),
    undefined,
    { timeout, polling: 200 },
  );
