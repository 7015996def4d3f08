// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readJson, readSessionToken, writeJson } from './browser-storage';

afterEach(() => window.localStorage.clear());

describe('browser storage', () => {
  it('adopts a session kept under the legacy key token', () => {
    window.localStorage.setItem('token', 'legacy.jwt.value');
    expect(readSessionToken()).toBe('legacy.jwt.value');
    expect(window.localStorage.getItem('authToken')).toBe('legacy.jwt.value');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('prefers authToken and reports no session when neither key is set', () => {
    expect(readSessionToken()).toBeNull();
    window.localStorage.setItem('authToken', 'current');
    window.localStorage.setItem('token', 'old');
    expect(readSessionToken()).toBe('current');
  });

  it('falls back on corrupt JSON with a warning instead of throwing', () => {
    window.localStorage.setItem('savedItineraries', '{not json');
    expect(readJson('savedItineraries', [])).toEqual([]);
    expect(writeJson('savedItineraries', [1])).toBe(true);
    expect(readJson('savedItineraries', [])).toEqual([1]);
  });
});
