// A signed-in traveller's trips for the page benchmarks (bench/trips-signed-in.ts, bench/pages-cpu.ts):
// thirty trips planned by the server's built-in planner, and a browser made ready for a signed-in run.
import { chromium } from '@playwright/test';
import { testTrip } from '../server/src/test/factories';

/** How many trips the signed-in traveller has. */
export const TRIPS = 30;

// Trips of several lengths and regions, so the cards are not one plan thirty times.
const ROUTES = [
  { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', duration: 5 },
  { fromLocation: 'Seattle, WA', toLocation: 'San Diego, CA', duration: 10 },
  { fromLocation: 'Nashville, TN', toLocation: 'Savannah, GA', duration: 6 },
  { fromLocation: 'Chicago, IL', toLocation: 'Rapid City, SD', duration: 8 },
  { fromLocation: 'Austin, TX', toLocation: 'Santa Fe, NM', duration: 7 },
  { fromLocation: 'Boston, MA', toLocation: 'Bar Harbor, ME', duration: 4 },
] as const;

export async function seed(url: string, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const plans: Array<{ route: (typeof ROUTES)[number]; plan: unknown }> = [];
  for (const route of ROUTES) {
    const input = { ...route, departureDate: '2030-06-01', rvType: 'class-c', travelStyle: 'scenic' };
    const res = await fetch(`${url}/api/ai/generate-trip`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
    });
    if (!res.ok) throw new Error(`generate-trip ${route.fromLocation}: ${res.status} ${await res.text()}`);
    plans.push({ route, plan: await res.json() });
  }
  for (let i = 0; i < TRIPS; i++) {
    const { route, plan } = plans[i % plans.length];
    const month = String(1 + (i % 12)).padStart(2, '0');
    const trip = testTrip({
      ...route,
      title: `${route.toLocation} trip ${i + 1}`,
      departureDate: `2030-${month}-0${1 + (i % 9)}`,
    });
    const res = await fetch(`${url}/api/trip-plans`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ trip, aiPlan: plan }),
    });
    if (!res.ok) throw new Error(`save trip ${i}: ${res.status} ${await res.text()}`);
  }
}

/** Empties the browser's cache and the origin's storage, then stores the session token. */
export async function signedInFresh(port: number, url: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const origin = new URL(url).origin;
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/api/health`);
    await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to Lighthouse's launcher.
    await browser.close();
  }
}

