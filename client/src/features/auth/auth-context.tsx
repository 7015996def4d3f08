import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { User } from '@shared/schemas/user';
import { ApiError } from '@/lib/api-client';
import { readSessionToken, removeKey, storageKeys, writeText } from '@/lib/browser-storage';
import { isSessionRefusal } from '@/lib/session-refusal';
import { meQueryOptions } from './api/get-me';

type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  /** True only while a token exists and the user is still loading. */
  isLoading: boolean;
  /** True while a token exists and the current user is being asked for (first or again). */
  checking: boolean;
  error: string | null;
  /** Stores the token and refreshes the current user. */
  login: (token: string) => Promise<void>;
  /** Removes the token and clears every cached query. */
  logout: () => void;
  /**
   * Counts the sign-outs since the app started. The pages are drawn anew when it changes (see
   * app.tsx): a page already showing what its queries had (the account's trips, or the error of a
   * request the server refused) would otherwise keep showing it, as clearing the cache does not ask
   * a shown query again.
   */
  signOuts: number;
  refreshUser: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

type AuthProviderProps = {
  children: ReactNode;
  /**
   * Render as a browser does before it knows whether a session exists: loading, nobody signed in.
   * The build's route pages use it (scripts/prerender.ts), so their markup suits every visitor.
   */
  sessionUnknown?: boolean;
};

export function AuthProvider({ children, sessionUnknown = false }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readSessionToken);
  const [signOuts, setSignOuts] = useState(0);
  // main.tsx asks for the account before the first render: a failed answer is read here as it is,
  // not asked for again on mount (a 401 signs out below either way).
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null, retryOnMount: false });

  const logout = useCallback(() => {
    removeKey(storageKeys.authToken);
    removeKey(storageKeys.legacyToken);
    // The mirrored tier belongs to the account that signed out; visitors are on the free plan.
    removeKey(storageKeys.userTier);
    // The trip last viewed may be the account's own: it leaves the device with the session.
    removeKey(storageKeys.currentTrip);
    setToken(null);
    setSignOuts((n) => n + 1);
    queryClient.clear();
  }, [queryClient]);

  // 401 or 403 on the current-user call discards the token.
  const meError = me.error;
  useEffect(() => {
    if (meError instanceof ApiError && (meError.status === 401 || meError.status === 403)) logout();
  }, [meError, logout]);

  // Any other request the server refuses (401: an expired or revoked token) has the session checked
  // again, so the 401 above signs out instead of each page showing its own failure.
  useEffect(() => {
    if (token === null) return;
    const meKey = JSON.stringify(meQueryOptions().queryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (JSON.stringify(event.query.queryKey) === meKey || !isSessionRefusal(event.action.error)) return;
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    });
  }, [token, queryClient]);

  // The tier is mirrored to local storage for screens that read it there (key userTier).
  const tier = me.data?.tier;
  useEffect(() => {
    if (tier) writeText(storageKeys.userTier, tier);
  }, [tier]);

  const login = useCallback(
    async (newToken: string) => {
      writeText(storageKeys.authToken, newToken);
      setToken(newToken);
      await queryClient.fetchQuery(meQueryOptions());
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = token ? (me.data ?? null) : null;
    const failed = me.error && !(me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403));
    return {
      user,
      isAuthenticated: user !== null,
      isLoading: sessionUnknown || (token !== null && me.isLoading),
      checking: token !== null && me.isFetching,
      error: failed ? 'Failed to fetch user' : null,
      login,
      logout,
      refreshUser,
      signOuts,
    };
  }, [token, me.data, me.error, me.isLoading, me.isFetching, sessionUnknown, login, logout, refreshUser, signOuts]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
