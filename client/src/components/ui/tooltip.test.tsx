// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';
import { stubResizeObserver } from '@/test/stub-resize-observer';

stubResizeObserver();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('opens after the 700 ms default delay', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Laundry, Propane">
          <button type="button">+2 more</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: '+2 more' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Laundry, Propane');
  });
});
