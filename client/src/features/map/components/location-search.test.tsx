// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { apiCalls, stubFetch, withQueryClient } from '../test-utils';
import { LocationSearch } from './location-search';

const denver = { id: 'place.1', place_name: 'Denver, Colorado, United States', center: [-104.99, 39.74] };
const denverPa = {
  id: 'place.2',
  place_name: 'Denver, Pennsylvania, United States',
  center: [-76.14, 40.23],
};

function setup() {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <LocationSearch onSelect={onSelect} />
      <Toaster />
    </>,
    { wrapper: withQueryClient() },
  );
  return {
    onSelect,
    user,
    input: screen.getByLabelText('Search for a location'),
    button: screen.getByRole('button', { name: 'Search' }),
  };
}

describe('LocationSearch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Search disabled while the query is blank', async () => {
    const fetchMock = stubFetch();
    const { user, input, button } = setup();
    expect(button).toBeDisabled();
    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(apiCalls(fetchMock, '/api/geocode')).toHaveLength(0);
    await user.type(input, 'Denver');
    expect(button).toBeEnabled();
  });

  it('credits OpenStreetMap under the matches only when a match comes from it', async () => {
    const koa = {
      id: 'campground.osm-16778885',
      place_name: 'Mount Rushmore KOA Resort at Palmer Gulch Resort, South Dakota, United States',
      center: [-103.53516, 43.90489],
      attribution: '© OpenStreetMap contributors',
    };
    let features: unknown[] = [denver, denverPa];
    stubFetch((url) => (url.pathname === '/api/geocode' ? { body: { features } } : undefined));
    const { user, input } = setup();
    await user.type(input, 'Denver{Enter}');
    expect(await screen.findByRole('button', { name: denverPa.place_name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '© OpenStreetMap contributors' })).not.toBeInTheDocument();
    features = [denver, koa];
    await user.clear(input);
    await user.type(input, 'Mount Rushmore{Enter}');
    const credit = await screen.findByRole('link', { name: '© OpenStreetMap contributors' });
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('moves to the first match and offers the others', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/geocode' ? { body: { features: [denver, denverPa] } } : undefined,
    );
    const { user, input, onSelect } = setup();
    await user.type(input, ' Denver {Enter}');
    expect(await screen.findByRole('button', { name: denverPa.place_name })).toBeInTheDocument();
    expect(apiCalls(fetchMock, '/api/geocode')[0].searchParams.get('q')).toBe('Denver');
    expect(onSelect).toHaveBeenCalledWith(denver);
    await user.click(screen.getByRole('button', { name: denverPa.place_name }));
    expect(onSelect).toHaveBeenLastCalledWith(denverPa);
  });

  it('says when nothing was found', async () => {
    stubFetch((url) => (url.pathname === '/api/geocode' ? { body: { features: [] } } : undefined));
    const { user, input, onSelect } = setup();
    await user.type(input, 'Nowhere{Enter}');
    expect(await screen.findByText('No places found for that search.')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the search error when the call fails', async () => {
    stubFetch((url) =>
      url.pathname === '/api/geocode' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, input } = setup();
    await user.type(input, 'Denver{Enter}');
    expect(await screen.findByText('Search Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to search locations. Please try again.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
