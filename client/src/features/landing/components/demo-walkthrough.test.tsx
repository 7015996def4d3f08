// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FRAME_MS, DemoWalkthrough } from './demo-walkthrough';

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const frameName = () => screen.getByRole('img').getAttribute('aria-label') ?? '';

describe('DemoWalkthrough', () => {
  it('advances on its own, wraps around, and stops when paused', () => {
    setReducedMotion(false);
    render(<DemoWalkthrough />);
    expect(frameName()).toMatch(/^Step 1 of 4/);
    act(() => vi.advanceTimersByTime(DEMO_FRAME_MS));
    expect(frameName()).toMatch(/^Step 2 of 4/);
    act(() => vi.advanceTimersByTime(DEMO_FRAME_MS * 3));
    expect(frameName()).toMatch(/^Step 1 of 4/);
    fireEvent.click(screen.getByRole('button', { name: 'Pause demo' }));
    act(() => vi.advanceTimersByTime(DEMO_FRAME_MS * 2));
    expect(frameName()).toMatch(/^Step 1 of 4/);
  });

  it('does not play by itself for users who asked for reduced motion; steps still work', () => {
    setReducedMotion(true);
    render(<DemoWalkthrough />);
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEMO_FRAME_MS * 2));
    expect(frameName()).toMatch(/^Step 1 of 4/);
    fireEvent.click(screen.getByRole('button', { name: /^2\. Describe the trip/ }));
    expect(frameName()).toMatch(/^Step 2 of 4: Describe the trip/);
    expect(screen.getByRole('button', { name: /^2\. Describe the trip/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});
