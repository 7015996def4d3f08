// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('settles on the last value once it stops changing for the delay', () => {
    const hook = renderHook(({ value }) => useDebouncedValue(value, 2000, { initial: 'none' }), {
      initialProps: { value: 'a' },
    });
    expect(hook.result.current).toBe('none');
    act(() => vi.advanceTimersByTime(1000));
    hook.rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(1999));
    expect(hook.result.current).toBe('none');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe('b');
  });

  it('starts from the first value when no initial value is given', () => {
    const hook = renderHook(() => useDebouncedValue({ a: 1 }, 2000));
    expect(hook.result.current).toEqual({ a: 1 });
  });

  it('does not restart the wait for an equal object', () => {
    const hook = renderHook(
      ({ value }) => useDebouncedValue(value, 2000, { initial: null as { n: number } | null }),
      {
        initialProps: { value: { n: 1 } },
      },
    );
    act(() => vi.advanceTimersByTime(1500));
    hook.rerender({ value: { n: 1 } });
    act(() => vi.advanceTimersByTime(500));
    expect(hook.result.current).toEqual({ n: 1 });
  });
});
