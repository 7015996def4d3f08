// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trip, TripStatus } from '@shared/schemas/trip';
import { tripSchema } from '@shared/schemas/trip';
import { tripStatus } from '@shared/trips/rules';
import { TripCard } from '../components/trip-card';
import { tripCardView } from '../card-view';
import { cardElement } from './card-element';
import { listElement } from './list-element';
import { earlyItemsOf } from './summaries';
import { takeEarlyPress } from '../list-view';
import { LOADING_SELECTOR, startEarlyCards } from './entry';
import { PRELOADS_AT_LATEST_MS } from '@/lib/route-preloads';

/** An element as a comparable tree: tag, attributes sorted by name, then its children (text trimmed of nothing). */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = [...element.attributes]
    .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
    .sort()
    .join(' ');
  // Adjacent text nodes (React writes a text per expression) compare as one text.
  element.normalize();
  const children = [...element.childNodes].map(canonical).filter(Boolean).join(',');
  return `<${element.tagName.toLowerCase()} ${attributes}>[${children}]`;
}

function reactCard(
  trip: Trip,
  plan: { totalDistance: number; estimatedCost: number } | null,
  status: TripStatus,
) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <TripCard trip={trip} plan={plan} status={status} onDelete={() => undefined} />,
  );
  return holder.firstElementChild as Element;
}

const NOW = new Date(2030, 5, 10);
const CREATED = '2030-01-01T00:00:00.000Z';
const day = (offset: number) => {
  const d = new Date(NOW);
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

// Trips of every kind a card shows differently: planned or estimated, upcoming within 30 days and
// later, current (no delete), past, no date, a title or none, activities over the three shown.
const trips: Array<{
  trip: Record<string, unknown>;
  plan: { totalDistance: number; estimatedCost: number } | null;
}> = [
  {
    trip: {
      createdAt: CREATED,
      id: 'ABCD1234',
      title: 'Moab <spring> & "arches"',
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: day(12),
      duration: '5',
      rvType: 'class-c',
      mainActivities: ['Hiking', 'Photography', 'Stargazing', 'Rafting', 'Biking'],
      numberOfStops: 3,
    },
    plan: { totalDistance: 354.6, estimatedCost: 1234.5 },
  },
  {
    trip: {
      createdAt: CREATED,
      id: 'EFGH5678',
      fromLocation: 'Austin, TX',
      toLocation: 'Santa Fe, NM',
      departureDate: day(-2),
      duration: 7,
      rvType: 'fifth-wheel',
    },
    plan: null,
  },
  {
    trip: {
      createdAt: CREATED,
      id: 'JKLM9012',
      title: 'Old one',
      fromLocation: 'Boston, MA',
      toLocation: 'Bar Harbor, ME',
      departureDate: day(-90),
      duration: '4',
      rvType: 'class-b',
      mainActivities: ['Lobster'],
    },
    plan: { totalDistance: 1280, estimatedCost: 98765 },
  },
  {
    trip: {
      createdAt: CREATED,
      id: 'NPQR3456',
      fromLocation: 'Seattle, WA',
      toLocation: 'San Diego, CA',
      departureDate: '',
      duration: '14',
    },
    plan: null,
  },
  {
    trip: {
      createdAt: CREATED,
      id: 'STUV7890',
      fromLocation: 'Chicago, IL',
      toLocation: 'Rapid City, SD',
      departureDate: day(120),
      returnDate: day(130),
      duration: '10',
      rvType: 'travel-trailer',
    },
    plan: null,
  },
];

describe('the cards drawn before the app runs', () => {
  // The React card reads today's date itself ("Starts in N days"): both see the same day.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as unknown as Record<string, unknown>).__rvtpEarlyRequests;
    localStorage.clear();
  });

  it('are the React card, element for element, for trips of every kind', () => {
    for (const { trip: raw, plan } of trips) {
      const trip = tripSchema.parse(raw);
      const status = tripStatus(trip.departureDate, trip.duration, NOW);
      const early = cardElement(tripCardView(trip, plan, status, NOW));
      const react = reactCard(trip, plan, status);
      expect(canonical(early)).toBe(canonical(react));
      expect(early.textContent).toContain(trip.fromLocation);
    }
  });

  it('read the list as the trip store shows it: oldest saved first, the schema defaults applied', () => {
    const summaries = trips.map(({ trip, plan }) => ({
      ...trip,
      version: 1,
      shared: false,
      updatedAt: '2030-01-01T00:00:00Z',
      hasPlan: plan !== null,
      planDistance: plan?.totalDistance ?? null,
      planCost: plan?.estimatedCost ?? null,
    }));
    const items = earlyItemsOf([...summaries].reverse(), NOW);
    expect(items?.map((i) => i.trip.id)).toEqual(trips.map((t) => t.trip.id));
    expect(items?.[3].trip.rvType).toBe('travel-trailer');
    expect(items?.[0].plan).toEqual({ totalDistance: 354.6, estimatedCost: 1234.5 });
    expect(items?.map((i) => i.status)).toEqual(['upcoming', 'current', 'past', 'upcoming', 'upcoming']);
    // An entry the app would not read: no early list at all, rather than one unlike the app's.
    expect(
      earlyItemsOf([...summaries, { ...summaries[0], id: 'WXYZ0000', rvType: 'yacht' }], NOW),
    ).toBeNull();
    expect(
      earlyItemsOf([...summaries, { ...summaries[0], id: 'WXYZ0001', departureDate: 'soon' }], NOW),
    ).toBeNull();
    expect(
      earlyItemsOf([...summaries, { ...summaries[0], id: 'WXYZ0002', createdAt: undefined }], NOW),
    ).toBeNull();
    expect(earlyItemsOf({ data: summaries }, NOW)).toBeNull();
  });

  it('show the tabs with their counts and only the first six cards', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      trip: {
        createdAt: CREATED,
        id: `TRIP000${i}`,
        rvType: 'class-c' as const,
        fromLocation: 'A',
        toLocation: 'B',
        departureDate: day(i % 2 ? 40 : -60),
        duration: '3',
      },
      plan: null,
      status: (i % 2 ? 'upcoming' : 'past') as TripStatus,
    }));
    const list = listElement(many, NOW);
    expect([...list.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'All (9)',
      'Current (0)',
      'Upcoming (4)',
      'Past (5)',
    ]);
    expect(list.querySelector('[role="tab"][disabled]')?.textContent).toBe('Current (0)');
    expect(list.querySelectorAll('[data-testid="trip-card"]')).toHaveLength(6);

    // Pressed before the app runs, a tab and a Delete are kept for the app's list, taken once.
    expect(takeEarlyPress()).toEqual({});
    (list.querySelectorAll('[role="tab"]')[3] as HTMLElement).click();
    (list.querySelectorAll('[aria-label^="Delete"]')[1] as HTMLElement).click();
    (list.querySelectorAll('[role="tab"]')[2] as HTMLElement).click();
    expect(takeEarlyPress()).toEqual({ tab: 'upcoming', deleteTripId: 'TRIP0001' });
    expect(takeEarlyPress()).toEqual({});
  });

  const PRELOADS =
    '<script type="application/json" id="route-preloads">["/assets/trips-A1.js","https://elsewhere.example/x.js"]</script>';
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  async function pageWithList(answer: Response, queue?: string) {
    document.head.innerHTML = PRELOADS;
    document.body.innerHTML =
      '<div id="root" data-placeholder="/trips"><h1>My Trips</h1><div aria-busy="true" aria-label="Loading trips"></div></div>';
    if (queue !== undefined) localStorage.setItem('tripSyncQueue', queue);
    const response = Promise.resolve(answer);
    (window as unknown as Record<string, unknown>).__rvtpEarlyRequests = [
      { url: '/api/trip-plans', response },
    ];
    startEarlyCards();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return response;
  }
  const listAnswer = (headers: Record<string, string> = {}) =>
    new Response(
      JSON.stringify(
        trips.map(({ trip }) => ({ ...trip, hasPlan: false, planDistance: null, planCost: null })),
      ),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
    );

  it('replace the skeleton with the list, and leave the answer for the app to read', async () => {
    let answer = (_: Response) => {};
    const later = new Promise<Response>((resolve) => (answer = resolve));
    document.head.innerHTML = PRELOADS;
    document.body.innerHTML =
      '<div id="root" data-placeholder="/trips"><div aria-busy="true" aria-label="Loading trips"></div></div>';
    (window as unknown as Record<string, unknown>).__rvtpEarlyRequests = [
      { url: '/api/trip-plans', response: later },
    ];
    startEarlyCards();
    // The route's chunks wait for the list (this origin's only, at low priority).
    expect(preloaded()).toEqual([]);
    answer(listAnswer());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual(['/assets/trips-A1.js']);
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('fetchpriority')).toBe('low');
    expect(document.querySelectorAll('[data-testid="trip-card"]')).toHaveLength(5);
    document.head.replaceChildren();

    const response = await pageWithList(listAnswer());
    expect(document.querySelector(LOADING_SELECTOR)).toBeNull();
    expect(document.querySelectorAll('[data-testid="trip-card"]')).toHaveLength(5);
    const body = (await (await response).json()) as unknown[];
    expect(body).toHaveLength(5);
  });

  it('draw nothing when the app would show another list', async () => {
    await pageWithList(listAnswer({ Link: '</api/trip-plans?cursor=abc>; rel="next"' }));
    expect(document.querySelector(LOADING_SELECTOR)).not.toBeNull();
    await pageWithList(listAnswer(), JSON.stringify([{ id: 'ABCD1234' }]));
    expect(document.querySelector(LOADING_SELECTOR)).not.toBeNull();
    await pageWithList(new Response('{"message":"no"}', { status: 401 }));
    expect(document.querySelector(LOADING_SELECTOR)).not.toBeNull();
    await pageWithList(new Response('[]', { status: 200 }));
    expect(document.querySelector(LOADING_SELECTOR)).not.toBeNull();
    // The route's chunks are asked for all the same.
    expect(preloaded()).toEqual(['/assets/trips-A1.js']);
  });

  it('ask for the route chunks at once without a list request (signed out), and after a second at the latest', () => {
    vi.useFakeTimers();
    document.head.innerHTML = PRELOADS;
    document.body.innerHTML =
      '<div id="root" data-placeholder="/trips"><div aria-label="Loading trips"></div></div>';
    startEarlyCards();
    expect(preloaded()).toEqual(['/assets/trips-A1.js']);

    document.head.innerHTML = PRELOADS;
    (window as unknown as Record<string, unknown>).__rvtpEarlyRequests = [
      { url: '/api/trip-plans', response: new Promise<Response>(() => undefined) },
    ];
    startEarlyCards();
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(PRELOADS_AT_LATEST_MS);
    expect(preloaded()).toEqual(['/assets/trips-A1.js']);
  });
});
