// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
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

// Two towns of one name in one state, as /api/geocode lists them (server/src/places/ambiguous-places.api.test.ts).
const adams = {
  id: 'place.twin-lakes.co.adams-county',
  place_name: 'Twin Lakes (Adams County), Colorado, United States',
  center: [-105.0047, 39.82499],
};
const lake = {
  id: 'place.twin-lakes.co.lake-county',
  place_name: 'Twin Lakes (Lake County), Colorado, United States',
  center: [-106.4416, 39.1011],
};

function Field({ invalid = false, initial = '' }: { invalid?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <LocationInput id="to" name="to" value={value} onChange={setValue} invalid={invalid} />;
}

describe('LocationInput with a name of two towns', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = (node: ReactElement) =>
    render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

  it('lists both, each with what tells it apart, and takes the one chosen', async () => {
    serve([adams, lake]);
    show(<Field />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'Twin Lakes, CO');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([adams.place_name, lake.place_name]);
    await user.click(screen.getByRole('option', { name: lake.place_name }));
    expect(screen.getByRole('combobox')).toHaveValue(lake.place_name);
  });

  it('lists the choices as soon as a refused field is focused, without typing', async () => {
    serve([adams, lake]);
    show(<Field invalid initial="Twin Lakes, CO" />);
    screen.getByRole('combobox').focus();
    expect(await screen.findByRole('option', { name: lake.place_name })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: adams.place_name })).toBeInTheDocument();
  });

  it('lists the choices when the field is refused while it has the focus (the form focuses it)', async () => {
    serve([adams, lake]);
    const client = createQueryClient();
    const wrap = (invalid: boolean) => (
      <QueryClientProvider client={client}>
        <Field invalid={invalid} initial="Twin Lakes, CO" />
      </QueryClientProvider>
    );
    const { rerender } = render(wrap(false));
    screen.getByRole('combobox').focus();
    rerender(wrap(true));
    expect(await screen.findByRole('option', { name: lake.place_name })).toBeInTheDocument();
    // Escape closes the list; it stays closed until the field is focused again.
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
