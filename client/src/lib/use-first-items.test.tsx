// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstItems } from './use-first-items';

function List({ total }: { total: number }) {
  const shown = useFirstItems(total, 3);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>Day {i + 1}</li>
      ))}
    </ul>
  );
}

describe('useFirstItems', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the first items at once and the rest after the first paint', async () => {
    vi.useFakeTimers();
    render(<List total={14} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    expect(screen.getByText('Day 14')).toBeInTheDocument();
  });

  it('renders a short list whole', () => {
    render(<List total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders everything before printing', () => {
    vi.useFakeTimers();
    render(<List total={14} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
  });

  it('keeps showing everything when the list grows after it was shown whole', async () => {
    const { rerender } = render(<List total={5} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    rerender(<List total={9} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });
});
