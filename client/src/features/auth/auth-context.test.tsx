// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, testUser } from './auth-test-utils';
import { useAuth } from './auth-context';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

let latest: ReturnType<typeof useAuth> | undefined;
function Probe() {
  latest = useAuth();
  const { user, isAuthenticated, isLoading, error } = latest;
  return (
    <p data-testid="state">
      {isLoading ? 'loading' : isAuthenticated ? `in:${user?.username}` : 'out'}
      {error ? ` error:${error}` : ''}
    </p>
  );
}

describe('auth context', () => {
  it('refuses to work outside its provider', () => {
    // React logs the render error before rethrowing it.
    globalThis.__allowConsoleError = true;
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is signed out without a token and makes no call', () => {
    const fetch = mockFetch({});
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in from a stored token and mirrors the tier', async () => {
    localStorage.setItem('authToken', 'tok');
    mockFetch({ 'GET /api/auth/me': { body: { ...testUser, tier: 'pro' } } });
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('in:ann'));
    expect(localStorage.getItem('userTier')).toBe('pro');
  });

  it.each([401, 403])('discards the token on %i', async (status) => {
    localStorage.setItem('authToken', 'tok');
    mockFetch({ 'GET /api/auth/me': { status, body: { message: 'nope' } } });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('out'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("reports 'Failed to fetch user' on other failures and keeps the token", async () => {
    localStorage.setItem('authToken', 'tok');
    mockFetch({ 'GET /api/auth/me': { status: 500, text: '' } });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('error:Failed to fetch user'));
    expect(localStorage.getItem('authToken')).toBe('tok');
  });

  it('logout removes the token, the tier and every cached query', async () => {
    localStorage.setItem('authToken', 'tok');
    mockFetch({ 'GET /api/auth/me': { body: testUser } });
    const { queryClient } = renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('in:ann'));
    queryClient.setQueryData(['trip-plans'], [{ id: 'x' }]);
    act(() => latest?.logout());
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userTier')).toBeNull();
    expect(queryClient.getQueryData(['trip-plans'])).toBeUndefined();
  });
});
