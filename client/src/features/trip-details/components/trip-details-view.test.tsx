// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePlan, makeRoadStops, makeTrip } from '@shared/trips/test-factories';
import { tripStore } from '@/entities/trips/trip-store';
import { renderWithQueryClient, resetBrowserAfterEach, stubServer } from '@/test/query-render';
import { TripDetailsView } from './trip-details-view';

const wrap = renderWithQueryClient;
resetBrowserAfterEach();

describe('TripDetailsView: its error texts', () => {
  it("'No trip ID provided' without an id", () => {
    wrap(<TripDetailsView tripId="" variant="saved" />);
    expect(screen.getByRole('heading', { name: 'No trip ID provided' })).toBeInTheDocument();
  });

  it("'Trip not found' with the not-found text and a link to My Trips", async () => {
    // The server answers 404: only then is the trip 'not found'.
    vi.stubGlobal('fetch', stubServer(404));
    wrap(<TripDetailsView tripId="NOPE1234" variant="saved" />);
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByText("The trip you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Trips' })).toHaveAttribute('href', '/trips');
  });

  it("a server error shows 'Error loading trip data', not 'Trip not found'", async () => {
    vi.stubGlobal('fetch', stubServer(500));
    wrap(<TripDetailsView tripId="NOPE1234" variant="saved" />);
    expect(await screen.findByRole('heading', { name: 'Error loading trip data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load trip details. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Trip not found')).toBeNull();
  });

  it("'Error loading trip data' when reading fails", async () => {
    vi.spyOn(tripStore, 'get').mockRejectedValue(new Error('offline'));
    wrap(<TripDetailsView tripId="TRIP0001" variant="summary" />);
    expect(await screen.findByRole('heading', { name: 'Error loading trip data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load trip details. Please try again.')).toBeInTheDocument();
  });

  it('renders the route map slot with every stop and every road stop', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ configured: false, message: 'Weather service not configured' }), {
            status: 200,
          }),
      ),
    );
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    const plan = makePlan(3);
    plan.dailyItinerary[1] = { ...plan.dailyItinerary[1], roadStops: makeRoadStops(plan.dailyItinerary[1]) };
    localStorage.setItem('trip_TRIP0001_ai_plan', JSON.stringify(plan));
    const renderRouteMap = vi.fn(() => <p>map here</p>);
    wrap(<TripDetailsView tripId="TRIP0001" variant="summary" renderRouteMap={renderRouteMap} />);
    expect(await screen.findByText('map here')).toBeInTheDocument();
    expect(renderRouteMap).toHaveBeenCalledWith(
      [
        expect.objectContaining({ name: 'Stop 0', day: 0 }),
        expect.objectContaining({ name: 'Stop 1', day: 1 }),
        expect.objectContaining({ name: 'Stop 2', day: 2 }),
        expect.objectContaining({ name: 'Stop 3', day: 3 }),
      ],
      expect.any(Array),
      [
        expect.objectContaining({ kind: 'fuel', name: "Love's Travel Stop", day: 2 }),
        expect.objectContaining({ kind: 'rest', name: 'I-70 rest area', day: 2 }),
      ],
      false, // a civilian: no FamCamps on the trip's map
      true, // the owner's trip: the road stops' notes cite their pages as links
    );
    expect(screen.getByRole('link', { name: 'View Your AI Itinerary' })).toHaveAttribute(
      'href',
      '/results/TRIP0001',
    );
    expect(await screen.findByText(/^Weather service not configured: /)).toBeInTheDocument();
  });

  it('hands the trip map its traveller’s military access, and opens /map from the trip', async () => {
    localStorage.setItem('trips', JSON.stringify([makeTrip({ militaryAccess: true })]));
    localStorage.setItem('trip_TRIP0001_ai_plan', JSON.stringify(makePlan(2)));
    const renderRouteMap = vi.fn(() => <p>map here</p>);
    wrap(<TripDetailsView tripId="TRIP0001" variant="saved" renderRouteMap={renderRouteMap} />);
    expect(await screen.findByText('map here')).toBeInTheDocument();
    expect(renderRouteMap).toHaveBeenCalledWith(
      expect.any(Array),
      expect.any(Array),
      expect.any(Array),
      true,
      true,
    );
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/map?trip=TRIP0001');
  });
});

describe('TripDetailsView: the sources the notes cite', () => {
  const SOURCE = 'https://www.nps.gov/arch/planyourvisit/timed-entry.htm';
  const NOTE = `Timed entry in season (Arches National Park: ${SOURCE}).`;
  // A park's own warning joins the overview's notes as "Day N: ...".
  const PARK_SOURCE = 'https://www.nps.gov/arch/planyourvisit/campgrounds.htm';
  const PARK_WARNING = `Devils Garden is closed on these nights (Arches National Park: ${PARK_SOURCE}).`;
  const plan = () => {
    const p = makePlan(2);
    p.warnings = [NOTE];
    p.dailyItinerary[0].notes = [NOTE];
    p.dailyItinerary[1].rvPark = { ...p.dailyItinerary[1].rvPark, warning: PARK_WARNING };
    return p;
  };
  /** The server: the shared trip's document for the trip, the weather not configured. */
  const server = (doc: object) =>
    vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/api/trip-plans/SHARE001')
        ? new Response(JSON.stringify(doc), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ configured: false, message: 'Weather service not configured' })),
    );
  /** The Important Notes list of the overview, then the notes of day 1 in the Day by Day tab. */
  async function noteLists() {
    const heading = await screen.findByRole('heading', { name: 'Important Notes' });
    const overview = within(heading.parentElement!).getByRole('list');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Day by Day' }));
    const notes = screen.getByRole('heading', { name: 'Notes' }).parentElement!;
    return [overview, notes];
  }

  it("links them for the trip's owner", async () => {
    vi.stubGlobal('fetch', server({}));
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    localStorage.setItem('trip_TRIP0001_ai_plan', JSON.stringify(plan()));
    wrap(<TripDetailsView tripId="TRIP0001" variant="saved" />);
    const lists = await noteLists();
    for (const list of lists) {
      expect(within(list).getByRole('link', { name: SOURCE })).toHaveAttribute('href', SOURCE);
      expect(list).toHaveTextContent(NOTE);
    }
    expect(within(lists[0]).getByRole('link', { name: PARK_SOURCE })).toHaveAttribute('href', PARK_SOURCE);
    expect(lists[0]).toHaveTextContent(`Day 2: ${PARK_WARNING}`);
  });

  it('leaves them as text on a trip shared read-only', async () => {
    const at = '2026-08-01T00:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      server({
        id: 'SHARE001',
        version: 1,
        shared: true,
        sharePrivateDetails: true,
        readOnly: true,
        createdAt: at,
        updatedAt: at,
        trip: makeTrip({ id: 'SHARE001' }),
        aiPlan: plan(),
        reservations: null,
        savedItinerary: null,
        expenses: [],
        notes: '',
      }),
    );
    const renderRouteMap = vi.fn(() => <p>map here</p>);
    wrap(<TripDetailsView tripId="SHARE001" variant="saved" renderRouteMap={renderRouteMap} />);
    const lists = await noteLists();
    for (const list of lists) {
      expect(list).toHaveTextContent(NOTE);
      expect(within(list).queryByRole('link')).toBeNull();
    }
    expect(lists[0]).toHaveTextContent(`Day 2: ${PARK_WARNING}`);
    // Nor are the road stops' notes links in the trip map's popups.
    expect(renderRouteMap).toHaveBeenLastCalledWith(
      expect.any(Array),
      expect.any(Array),
      expect.any(Array),
      false,
      false,
    );
  });
});
