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

  it('checks the session again when another request is refused (401), and signs out if it is', async () => {
    localStorage.setItem('authToken', 'tok');
    let refused = false;
    const fetch = mockFetch({
      'GET /api/auth/me': () => (refused ? { status: 401, body: { message: 'expired' } } : { body: testUser }),
    });
    const { queryClient } = renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('in:ann'));
    expect(latest?.signOuts).toBe(0);
    const asked = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/me')).length;
    expect(asked()).toBe(1);

    // A request failing otherwise (a 500, or an error without a status) does not.
    await expect(
      queryClient.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new Error('down')), retry: false }),
    ).rejects.toThrow('down');
    expect(asked()).toBe(1);

    // The token has expired meanwhile: a trip request is refused with a 401 somewhere in its causes.
    refused = true;
    const refusal = new Error('Failed to load trips', { cause: Object.assign(new Error('401'), { status: 401 }) });
    await expect(
      queryClient.fetchQuery({ queryKey: ['trips'], queryFn: () => Promise.reject(refusal), retry: false }),
    ).rejects.toThrow('Failed to load trips');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('out'));
    expect(asked()).toBe(2);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(latest?.signOuts).toBe(1);
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
