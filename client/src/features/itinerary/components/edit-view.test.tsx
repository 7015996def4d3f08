// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGenerateInput, makePlan } from '@shared/trips/test-factories';
import { RIG_DEFAULTS } from '@shared/plan/rig-profile';
import { createQueryClient } from '@/lib/query-client';
import { stubResizeObserver } from '@/test/stub-resize-observer';
import EditView from './edit-view';

stubResizeObserver();

// The park swap's suggestions come from the campground search: it asks for parks that take the
// trip's rig (its RV type and its length, the traveller's own when set), so a 40 ft rig is not
// offered a park that reports a 30 ft limit.
function serve() {
  const fetchMock = vi.fn(
    async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .map((call) => new URL(String((call as unknown[])[0]), 'http://localhost'))
      .filter((u) => u.pathname === '/api/campgrounds/search');
}

async function openDayOne(rig?: (typeof RIG_DEFAULTS)['class-c']) {
  const sent = serve();
  const base = makePlan(2);
  const plan = { ...base, input: makeGenerateInput({ duration: 2, ...(rig ? { rig } : {}) }) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EditView plan={plan} stopsPanel={null} onEdit={vi.fn()} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Day 1' }));
  await waitFor(() => expect(sent().length).toBeGreaterThan(0));
  return sent()[0].searchParams;
}

describe('the park swap and the rig', () => {
  afterEach(cleanup);

  it("asks for parks that take the traveller's own rig length", async () => {
    const params = await openDayOne({ ...RIG_DEFAULTS['class-c'], lengthFeet: 40 });
    expect(params.get('rvType')).toBe('class-c');
    expect(params.get('rigLengthFeet')).toBe('40');
  });

  it("asks for the RV type's typical length when the trip has no rig of its own", async () => {
    const params = await openDayOne();
    expect(params.get('rigLengthFeet')).toBe(String(RIG_DEFAULTS['class-c'].lengthFeet));
  });
});

// A swap changes the park of the whole stay (every night at one place): its suggestions must be open
// on each of those nights, not only on the night of the day being edited.
describe('the park swap and the nights of the stay', () => {
  afterEach(cleanup);

  it("asks for parks open from the stay's first night for all its nights", async () => {
    const sent = serve();
    const base = makePlan(3);
    const [d1, d2, d3] = base.dailyItinerary;
    const plan = {
      ...base,
      input: makeGenerateInput({ duration: 3 }),
      dailyItinerary: [d1, d2, { ...d3, to: d2.to, distance: 0, rvPark: d2.rvPark }],
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EditView plan={plan} stopsPanel={null} onEdit={vi.fn()} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Day 3' }));
    await waitFor(() => expect(sent().length).toBeGreaterThan(0));
    const params = sent()[0].searchParams;
    expect(params.get('date')).toBe(d2.date);
    expect(params.get('nights')).toBe('2');
  });
});

// Editing a day, its notes are listed as text beside the field for a new one: the page a planner's
// note cites opens from the list as it does from the day card.
describe("the day's notes while editing", () => {
  afterEach(cleanup);

  it('lists each note with the pages it cites as links, in a new tab', async () => {
    serve();
    const SOURCE = 'https://www.nps.gov/arch/planyourvisit/timed-entry.htm';
    const NOTE = `Timed entry in season (Arches National Park: ${SOURCE}).`;
    const base = makePlan(2);
    base.dailyItinerary[0].notes = [NOTE, 'Bring water.'];
    const plan = { ...base, input: makeGenerateInput({ duration: 2 }) };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EditView plan={plan} stopsPanel={null} onEdit={vi.fn()} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Day 1' }));
    const notes = screen.getByRole('list', { name: 'Day 1 notes' });
    const link = within(notes).getByRole('link', { name: SOURCE });
    expect(link).toHaveAttribute('href', SOURCE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(notes).toHaveTextContent(`${NOTE}Remove`);
    expect(within(notes).getAllByRole('link')).toHaveLength(1);
    // The note's own Remove button still names it whole.
    expect(within(notes).getByRole('button', { name: `Remove note: ${NOTE}` })).toBeInTheDocument();
  });
});
