// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import { Toaster } from '@/components/ui/toast';
import { tripStore } from '@/entities/trips/trip-store';
import { renderWithQueryClient, resetBrowserAfterEach, stubServer } from '@/test/query-render';
import { ResultsView } from './results-view';

const wrap = renderWithQueryClient;
resetBrowserAfterEach();

describe('ResultsView', () => {
  it("shows 'Loading your itinerary' for the 100 ms loading delay, then the trip", async () => {
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    const started = performance.now();
    wrap(<ResultsView tripId="TRIP0001" />);
    expect(screen.getByText('Loading your itinerary')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate AI Plan' })).toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(screen.getByRole('link', { name: /Back to Trip Details/ })).toHaveAttribute(
      'href',
      '/trip-test/TRIP0001',
    );
  });

  it('shows the stored plan with the balanced route chosen', async () => {
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    localStorage.setItem('trip_TRIP0001_ai_plan', JSON.stringify(makePlan(3)));
    wrap(<ResultsView tripId="TRIP0001" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Denver to Moab RV Trip' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Balanced/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('day-card-1')).toHaveTextContent('+2 more');
    // The trip being viewed is kept under the key currentTrip.
    expect(JSON.parse(localStorage.getItem('currentTrip') ?? 'null')).toMatchObject({ id: 'TRIP0001' });
  });

  it('draws the plan without an Intl number formatter (the first one loads the locale data in the render)', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const plan = makePlan(3);
    const fuelRate = { mpg: 8, fuel: 'diesel', pricePerGallon: 3.9, priceIsTravellers: false } as const;
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    localStorage.setItem(
      'trip_TRIP0001_ai_plan',
      JSON.stringify({ ...plan, costBreakdown: { ...plan.costBreakdown, fuelRate } }),
    );
    wrap(<ResultsView tripId="TRIP0001" />);
    expect(await screen.findByTestId('day-card-3')).toBeInTheDocument();
    expect(screen.getByText(/^[\d,]+ miles at 8 MPG, diesel at \$3.90 a gallon/)).toBeInTheDocument();
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it("says 'Trip Not Found' for an unknown id", async () => {
    // The server answers 404: only then is the trip 'not found'.
    vi.stubGlobal('fetch', stubServer(404));
    wrap(<ResultsView tripId="NOPE1234" />);
    expect(await screen.findByRole('heading', { name: 'Trip Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Trips' })).toHaveAttribute('href', '/trips');
  });

  it("a server error shows 'Failed to load trip', not 'Trip Not Found'", async () => {
    vi.stubGlobal('fetch', stubServer(500));
    wrap(<ResultsView tripId="NOPE1234" />);
    expect(await screen.findByRole('heading', { name: 'Failed to load trip' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load trip details. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Trip Not Found')).toBeNull();
  });

  it("says 'Failed to load trip' when the trip cannot be read", async () => {
    vi.spyOn(tripStore, 'get').mockRejectedValue(new Error('offline'));
    wrap(<ResultsView tripId="TRIP0001" />);
    expect(await screen.findByRole('heading', { name: 'Failed to load trip' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load trip details. Please try again.')).toBeInTheDocument();
  });

  it("says the SPEC's 'Failed to generate AI itinerary' in an error toast when generating fails", async () => {
    localStorage.setItem('trips', JSON.stringify([makeTrip()]));
    vi.stubGlobal('fetch', stubServer(500));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    wrap(
      <>
        <ResultsView tripId="TRIP0001" />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AI Plan' }));
    expect(await screen.findByText('Failed to generate AI itinerary. Please try again.')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Generate AI Plan' })).toBeEnabled();
  });
});
