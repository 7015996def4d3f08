// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDay, makeRoadStops } from '@shared/trips/test-factories';
import { roadStopsLine } from '@shared/trips/road-stops';
import { RoadStopStrip } from './road-stop-strip';

afterEach(cleanup);

describe('the road-stop strip of a day', () => {
  const day = makeDay(1, { distance: 300 });

  it('lists the stops in route order with their miles, even when handed out of order', () => {
    const stops = makeRoadStops(day, ['overnight', 'rest', 'fuel']);
    render(<RoadStopStrip day={1} stops={stops} />);
    const list = screen.getByRole('list', { name: 'Day 1 road stops' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^·/, '')),
    ).toEqual([
      "Fuel: Love's Travel Stop at mile 60",
      'Rest: I-70 rest area at mile 135',
      'Overnight parking: Walmart Supercenter at mile 270',
    ]);
    expect(screen.getByRole('region', { name: 'On the road' })).toBeTruthy();
    expect(roadStopsLine(stops)).toBe(
      "Fuel: Love's Travel Stop at mile 60 · Rest: I-70 rest area at mile 135 · Overnight parking: Walmart Supercenter at mile 270",
    );
  });

  it("says what a stop cannot promise and credits each stop's source once, linked where it asks", () => {
    render(<RoadStopStrip day={2} stops={makeRoadStops(day, ['fuel', 'propane', 'dump', 'overnight'])} />);
    const notes = screen.getByRole('list', { name: 'Day 2 road stop notes' });
    expect(notes.textContent).toContain(
      'Walmart Supercenter: Overnight parking is up to the store manager and local rules: call ahead',
    );
    expect(notes.textContent).toContain('Propane cylinder exchange only');
    const credits = screen.getByTestId('road-stop-credits');
    expect(credits.textContent).toBe('Road stop data: All The Places · © OpenStreetMap contributors');
    expect(
      within(credits).getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/copyright');
    // A detour of a mile or more is said; a stop on the way is not.
    expect(screen.getByText(/Sani-dump/).textContent).toContain('(1 mi detour)');
    expect(screen.getByText(/Love's Travel Stop/).textContent).not.toContain('detour');
  });

  it('is not drawn on a day without road stops', () => {
    const { container } = render(<RoadStopStrip day={3} stops={undefined} />);
    expect(container.innerHTML).toBe('');
    render(<RoadStopStrip day={3} stops={[]} />);
    expect(screen.queryByRole('region', { name: 'On the road' })).toBeNull();
  });
});
