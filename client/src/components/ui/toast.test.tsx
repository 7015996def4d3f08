// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, toastError, toastSuccess } from './toast';
import { TOAST_FADE_MS, TOAST_SWIPE_PX } from './toast-view';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  it('shows one toast at a time, with its default title, and closes it after 5 s and its fade', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    expect(region().querySelectorAll('li')).toHaveLength(0);
    act(() => toastSuccess('Trip saved'));
    act(() => toastError('Could not save the trip'));
    const toasts = region().querySelectorAll('li');
    expect(toasts).toHaveLength(1);
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Could not save the trip');
    expect(toast.getAttribute('aria-live')).toBe('assertive');
    expect(toast.getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(toast.getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(20));
    expect(toast.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the pointer is on the toast, and closes by its button or Escape', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toastSuccess('Trip saved', 'Saved'));
    const toast = screen.getByRole('status');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.textContent).toContain('Saved');
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(toast.getAttribute('data-state')).toBe('open');
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toast.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => toastSuccess('Expense added'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');

    act(() => toastSuccess('Day moved'));
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });

  it('close when swiped to the right far enough, and spring back otherwise', () => {
    render(<Toaster />);
    act(() => toastSuccess('Trip saved'));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1 });
    expect(toast.style.transform).toBe('');
    expect(toast.getAttribute('data-state')).toBe('open');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + TOAST_SWIPE_PX, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_PX, pointerId: 1 });
    expect(toast.getAttribute('data-state')).toBe('closed');
  });

  it('F8 takes the keyboard to the toasts', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => toastSuccess('Trip saved'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region().querySelector('ol'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
