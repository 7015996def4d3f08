// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayPlan } from '@shared/schemas/trip';
import { MILITARY_ONLY_LABEL } from '@shared/schemas/travellers';
import { createQueryClient } from '@/lib/query-client';
import { stubResizeObserver } from '@/test/stub-resize-observer';
import type { SearchRig } from '@/entities/places/campground-search';
import { DayParkSearch } from './day-park-search';

stubResizeObserver();

// The manual planner's park search takes the trip's military setting: base FamCamps are
// asked for only with it on, and are marked where listed and once picked. The stub answers like the
// server: the FamCamp only when the request says militaryAccess=true.
const elPaso = {
  id: 'place.el-paso.tx',
  place_name: 'El Paso, Texas, United States',
  center: [-106.44, 31.76],
};
const park = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: '',
  type: 'public',
  source: 'enhanced internal database',
  amenities: [],
  amenitiesReported: false,
  latitude: 31.8,
  longitude: -106.4,
  state: 'TX',
  reported: { fee: 'unknown', season: 'Open all year (reported)' },
  ...extra,
});
const FAMCAMP = park('mil-1', 'Ft Bliss RV Park', { militaryOnly: true });
const CIVIL = park('civ-1', 'Mission RV Park');

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      url.pathname === '/api/geocode'
        ? { features: [elPaso] }
        : url.searchParams.get('militaryAccess') === 'true'
          ? [CIVIL, FAMCAMP]
          : [CIVIL];
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Harness({
  militaryAccess,
  rig,
  onChange,
}: {
  militaryAccess: boolean;
  rig?: SearchRig;
  onChange: (p: DayPlan) => void;
}) {
  const [plan, setPlan] = useState<DayPlan>({
    day: 3,
    date: '2027-01-03',
    rvPark: null,
    activities: [],
    notes: '',
  });
  return (
    <DayParkSearch
      plan={plan}
      defaultSearch="El Paso, TX"
      militaryAccess={militaryAccess}
      {...(rig ? { rig } : {})}
      onChange={(next) => {
        setPlan(next);
        onChange(next);
      }}
    />
  );
}

async function search(militaryAccess: boolean, rig?: SearchRig) {
  const fetchMock = serve();
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness militaryAccess={militaryAccess} rig={rig} onChange={onChange} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search Parks' }));
  const list = await screen.findByRole('list', { name: `RV parks near ${elPaso.place_name}` });
  const sent = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/campgrounds/search');
  return { list, sent, user, onChange };
}

describe('DayParkSearch and the trip’s military setting', () => {
  // Each test stubs fetch anew; the stubs go with the ResizeObserver one after the file.
  afterEach(cleanup);

  it('a civilian’s search never asks for FamCamps and lists none', async () => {
    const { list, sent } = await search(false);
    expect(sent).toHaveLength(1);
    expect(sent[0].searchParams.has('militaryAccess')).toBe(false);
    expect(within(list).queryByText(FAMCAMP.name)).not.toBeInTheDocument();
    expect(screen.queryByTestId('military-only')).not.toBeInTheDocument();
  });

  it('a military ID holder’s search asks for them, marks the FamCamp and keeps the mark once picked', async () => {
    const { list, sent, user, onChange } = await search(true);
    expect(sent.map((u) => u.searchParams.get('militaryAccess'))).toEqual(['true']);
    const famCamp = within(list).getByText(FAMCAMP.name).closest('li');
    expect(famCamp).not.toBeNull();
    expect(within(famCamp as HTMLElement).getByTestId('military-only')).toHaveTextContent(
      MILITARY_ONLY_LABEL,
    );
    const civil = within(list).getByText(CIVIL.name).closest('li') as HTMLElement;
    expect(within(civil).queryByTestId('military-only')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Select ${FAMCAMP.name}` }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rvPark: expect.objectContaining({ name: FAMCAMP.name, militaryOnly: true }),
      }),
    );
    expect(screen.getByTestId('military-only')).toHaveTextContent(MILITARY_ONLY_LABEL);
  });
});

describe('DayParkSearch and the rig', () => {
  afterEach(cleanup);

  it("asks for parks that take the trip's rig (its type and length) on the day's night", async () => {
    const { sent } = await search(false, { rvType: 'class-a', lengthFeet: 40 });
    expect(sent).toHaveLength(1);
    expect(sent[0].searchParams.get('rvType')).toBe('class-a');
    expect(sent[0].searchParams.get('rigLengthFeet')).toBe('40');
    expect(sent[0].searchParams.get('date')).toBe('2027-01-03');
  });
});

describe('DayParkSearch: a searched name means the place of that name nearest the trip', () => {
  afterEach(cleanup);
  const place = (id: string, name: string, lng: number, lat: number) => ({
    id,
    place_name: name,
    center: [lng, lat],
  });
  const virginia = place('place.fredericksburg.va', 'Fredericksburg, Virginia, United States', -77.46, 38.3);
  // A park named after the town, a little nearer Texas than the town itself.
  const battlefield = place(
    'landmark.fredericksburg-and-spotsylvania-national-military-park.va',
    'Fredericksburg and Spotsylvania National Military Park, Virginia, United States',
    -77.6,
    38.25,
  );
  const texas = place('place.fredericksburg.tx', 'Fredericksburg, Texas, United States', -98.87, 30.28);
  const tripLine = {
    label: 'Austin, Texas, United States to El Paso, Texas, United States',
    points: [
      { latitude: 30.27, longitude: -97.74 },
      { latitude: 31.76, longitude: -106.44 },
    ],
  };

  async function searchFor(features: unknown[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const body = url.pathname === '/api/geocode' ? { features } : [CIVIL];
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DayParkSearch
          plan={{ day: 1, date: '2027-01-01', rvPark: null, activities: [], notes: '' }}
          defaultSearch="Fredericksburg"
          tripLine={tripLine}
          onChange={() => undefined}
        />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search Parks' }));
  }

  it('the Virginia town when Virginia is asked for, not a battlefield park named after it', async () => {
    await searchFor([virginia, battlefield]);
    expect(
      await screen.findByRole('list', { name: `RV parks near ${virginia.place_name}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Fredericksburg, Virginia, United States is about 1,\d{3} mi from your trip/),
    ).toBeInTheDocument();
  });

  it('the Texas town when no state is given and the trip runs through Texas', async () => {
    await searchFor([virginia, battlefield, texas]);
    expect(
      await screen.findByRole('list', { name: `RV parks near ${texas.place_name}` }),
    ).toBeInTheDocument();
  });
});
