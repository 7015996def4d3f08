// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteOption, RouteType, TripPlan } from '@shared/schemas/plan';
import type { LinePoint } from '@shared/plan/polyline';
import { encodeLine } from '@shared/plan/polyline';
import { makePlan } from '@shared/trips/test-factories';
import { RouteChoice } from './route-choice';

// A road east along 39° N, a point every half mile; `north` moves part of it off that road (miles).
const MI_LNG = 1 / (69.09 * Math.cos((39 * Math.PI) / 180));
const road = (north: (mile: number) => number = () => 0): LinePoint[] =>
  Array.from({ length: 401 }, (_, i) => [39 + north(i / 2) / 69.09, -105 + (i / 2) * MI_LNG]);
const detour = road((m) => (m > 60 && m < 120 ? 10 : 0));

function planWith(lines: Record<RouteType, LinePoint[]>, selectedRoute: RouteType = 'balanced'): TripPlan {
  const plan = makePlan(3);
  const routeOptions = plan.routeOptions.map((o): RouteOption => ({
    ...o,
    geometry: encodeLine(lines[o.type]),
    dailyItinerary: plan.dailyItinerary,
  }));
  return { ...plan, routeOptions, selectedRoute };
}

const cards = () => within(screen.getByRole('radiogroup', { name: 'Route' })).getAllByRole('radio');

describe('RouteChoice: one card for options that are one route', () => {
  afterEach(cleanup);

  it('balanced and fastest on the same roads and nights are one card, balanced and chosen, saying so', () => {
    const onSelect = vi.fn();
    render(
      <RouteChoice
        plan={planWith({ fastest: road(), scenic: detour, balanced: road(() => 0.02) })}
        onSelect={onSelect}
      />,
    );
    expect(cards()).toHaveLength(2);
    const same = screen.getByRole('radio', { name: /Balanced and Fastest/ });
    expect(same).toHaveAttribute('aria-checked', 'true');
    expect(same).toHaveTextContent(
      'Balanced and fastest take the same roads and the same nights: one choice here.',
    );
    expect(same).toHaveTextContent('Balanced Route description.');
    // Already the chosen one: nothing to do.
    fireEvent.click(same);
    expect(onSelect).not.toHaveBeenCalled();
    const scenic = screen.getByRole('radio', { name: /^Scenic/ });
    expect(scenic).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(scenic);
    expect(onSelect).toHaveBeenCalledWith({ kind: 'select-route', route: 'scenic' });
  });

  it("never drops the traveller's choice: fastest chosen, the card is Fastest and Balanced and stays fastest", () => {
    const onSelect = vi.fn();
    render(
      <RouteChoice
        plan={planWith({ fastest: road(), scenic: detour, balanced: road() }, 'fastest')}
        onSelect={onSelect}
      />,
    );
    const same = screen.getByRole('radio', { name: /Fastest and Balanced/ });
    expect(same).toHaveAttribute('aria-checked', 'true');
    expect(same).toHaveTextContent('Fastest and balanced take the same roads');
    expect(same).toHaveTextContent('Fastest Route description.');
  });

  it('scenic chosen, a click on the shared card chooses balanced (the default), not fastest', () => {
    const onSelect = vi.fn();
    render(
      <RouteChoice
        plan={planWith({ fastest: road(), scenic: detour, balanced: road() }, 'scenic')}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Balanced and Fastest/ }));
    expect(onSelect).toHaveBeenCalledWith({ kind: 'select-route', route: 'balanced' });
  });

  it('options on other roads are three cards; the same roads with other nights are two cards that say so', () => {
    const { unmount } = render(
      <RouteChoice
        plan={planWith({
          fastest: road(),
          scenic: detour,
          balanced: road((m) => (m > 20 && m < 40 ? 3 : 0)),
        })}
        onSelect={vi.fn()}
      />,
    );
    expect(cards()).toHaveLength(3);
    expect(screen.queryByTestId('route-same')).toBeNull();
    unmount();
    const plan = planWith({ fastest: road(), scenic: detour, balanced: road() });
    const balanced = plan.routeOptions[2];
    plan.routeOptions[2] = {
      ...balanced,
      dailyItinerary: balanced.dailyItinerary.map((d, i) =>
        i === 0 ? { ...d, to: { ...d.to, name: 'Elsewhere' } } : d,
      ),
    };
    render(<RouteChoice plan={plan} onSelect={vi.fn()} />);
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /^Fastest/ })).toHaveTextContent(
      'The same roads as Balanced, with other nights.',
    );
    expect(screen.getByRole('radio', { name: /^Balanced/ })).toHaveTextContent(
      'The same roads as Fastest, with other nights.',
    );
  });

  it('each card says what its days kept off', () => {
    const plan = planWith({
      fastest: road(),
      scenic: detour,
      balanced: road((m) => (m > 20 && m < 40 ? 3 : 0)),
    });
    const fastest = plan.routeOptions[0];
    plan.routeOptions[0] = {
      ...fastest,
      dailyItinerary: fastest.dailyItinerary.map((d, i) =>
        i === 0
          ? {
              ...d,
              notes: ['Avoided Wolf Creek Pass (US-160, 10,857 ft): you asked to avoid mountain passes.'],
            }
          : d,
      ),
    };
    render(<RouteChoice plan={plan} onSelect={vi.fn()} />);
    expect(screen.getByTestId('route-avoided-fastest')).toHaveTextContent(
      'Keeps off: Wolf Creek Pass (US-160, 10,857 ft)',
    );
    expect(screen.queryByTestId('route-avoided-balanced')).toBeNull();
  });
});
