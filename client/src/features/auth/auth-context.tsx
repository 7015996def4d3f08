import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { User } from '@shared/schemas/user';
import { ApiError } from '@/lib/api-client';
import { readSessionToken, removeKey, storageKeys, writeText } from '@/lib/browser-storage';
import { meQueryOptions } from './api/get-me';

type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  /** True only while a token exists and the user is still loading. */
  isLoading: boolean;
  error: string | null;
  /** Stores the token and refreshes the current user. */
  login: (token: string) => Promise<void>;
  /** Removes the token and clears every cached query. */
  logout: () => void;
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
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });

  const logout = useCallback(() => {
    removeKey(storageKeys.authToken);
    removeKey(storageKeys.legacyToken);
    // The mirrored tier belongs to the account that signed out; visitors are on the free plan.
    removeKey(storageKeys.userTier);
    // The trip last viewed may be the account's own: it leaves the device with the session.
    removeKey(storageKeys.currentTrip);
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // 401 or 403 on the current-user call discards the token.
  const meError = me.error;
  useEffect(() => {
    if (meError instanceof ApiError && (meError.status === 401 || meError.status === 403)) logout();
  }, [meError, logout]);

  // The tier is mirrored to local storage for screens that read it there (SPEC 3 userTier).
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
      error: failed ? 'Failed to fetch user' : null,
      login,
      logout,
      refreshUser,
    };
  }, [token, me.data, me.error, me.isLoading, sessionUnknown, login, logout, refreshUser]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
