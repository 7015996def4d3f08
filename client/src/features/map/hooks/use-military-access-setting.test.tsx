// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/browser-storage';
import { useMilitaryAccessSetting } from './use-military-access-setting';

// /map's "Military ID holder" switch: the device's choice, or the trip's when opened from one.
describe('useMilitaryAccessSetting', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('starts from the device and remembers a change there', () => {
    localStorage.setItem(storageKeys.mapMilitaryAccess, 'true');
    const { result } = renderHook(() => useMilitaryAccessSetting());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(storageKeys.mapMilitaryAccess)).toBe('false');
  });

  it("opened from a trip, starts from the trip's setting and leaves the device's alone", () => {
    localStorage.setItem(storageKeys.mapMilitaryAccess, 'false');
    const { result } = renderHook(() => useMilitaryAccessSetting(true));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(storageKeys.mapMilitaryAccess)).toBe('false');
    const civilianTrip = renderHook(() => useMilitaryAccessSetting(false));
    expect(civilianTrip.result.current[0]).toBe(false);
  });
});
