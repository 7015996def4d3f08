// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { LocationInput } from './location-input';

const moab = { id: 'place.moab.ut', place_name: 'Moab, Utah, United States', center: [-109.55, 38.57] };
const koa = {
  id: 'campground.osm-1',
  place_name: 'Moab KOA Holiday, Utah, United States',
  center: [-109.5, 38.52],
  attribution: '© OpenStreetMap contributors',
};

function Harness() {
  const [value, setValue] = useState('');
  return <LocationInput id="to" name="to" value={value} onChange={setValue} />;
}

function serve(features: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ features }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

describe('LocationInput suggestions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const open = async (features: unknown[]) => {
    serve(features);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    await userEvent.setup().type(screen.getByRole('combobox'), 'Moab');
    await screen.findByRole('option', { name: moab.place_name });
  };

  it('credits OpenStreetMap under the list when a suggestion comes from it', async () => {
    await open([moab, koa]);
    expect(screen.getByRole('option', { name: koa.place_name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('shows no credit when no suggestion needs one', async () => {
    await open([moab]);
    expect(screen.queryByRole('link', { name: '© OpenStreetMap contributors' })).not.toBeInTheDocument();
  });
});
