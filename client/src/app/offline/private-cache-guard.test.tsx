// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth/auth-context';
import { mockFetch, renderWithProviders, testUser } from '@/features/auth/auth-test-utils';
import { OFFLINE_CACHES } from './caching';
import { PrivateCacheGuard } from './private-cache-guard';

function Account() {
  const { user, logout } = useAuth();
  return user ? (
    <button type="button" onClick={logout}>
      Sign out {user.username}
    </button>
  ) : (
    <p>Signed out</p>
  );
}

const cacheDelete = vi.fn(async () => true);

beforeEach(() => {
  cacheDelete.mockClear();
  vi.stubGlobal('caches', { delete: cacheDelete });
  localStorage.setItem('authToken', 'token-1');
  mockFetch({ 'GET /api/auth/me': { body: testUser } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PrivateCacheGuard', () => {
  it('keeps the cached trips while the same user is signed in and drops them at sign-out', async () => {
    renderWithProviders(
      <>
        <PrivateCacheGuard />
        <Account />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out ann' }));
    await screen.findByText('Signed out');
    await waitFor(() => expect(cacheDelete).toHaveBeenCalledTimes(2));
    expect(cacheDelete.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      OFFLINE_CACHES.trips,
      OFFLINE_CACHES.user,
    ]);
  });

  it('does nothing when the app starts', async () => {
    renderWithProviders(<PrivateCacheGuard />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(cacheDelete).not.toHaveBeenCalled();
  });
});
