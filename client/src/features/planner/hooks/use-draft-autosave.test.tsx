// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftAutosave } from './use-draft-autosave';

describe('useDraftAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 1 s after the last change and shows saved for 2 s', () => {
    const save = vi.fn(() => true);
    const { result, rerender } = renderHook(({ value }) => useDraftAutosave(value, save, true), {
      initialProps: { value: { a: 1 } },
    });
    expect(result.current).toBe('idle');
    rerender({ value: { a: 2 } });
    expect(result.current).toBe('saving');
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: { a: 3 } });
    act(() => vi.advanceTimersByTime(600));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(save).toHaveBeenCalledExactlyOnceWith({ a: 3 });
    expect(result.current).toBe('saved');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe('saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('idle');
  });

  it('does not save when disabled and goes idle when the write fails', () => {
    const save = vi.fn(() => false);
    const { result, rerender } = renderHook(({ value, enabled }) => useDraftAutosave(value, save, enabled), {
      initialProps: { value: 1, enabled: false },
    });
    rerender({ value: 2, enabled: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(save).not.toHaveBeenCalled();
    rerender({ value: 3, enabled: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(save).toHaveBeenCalledOnce();
    expect(result.current).toBe('idle');
  });
});
