import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { tokenAccount } from './authenticate';
import { signToken } from '../core/tokens';

// The account a request speaks for, as the plan pool's fair share keys it (client-context.ts).

const secret = 'authenticate-secret-authenticate-secret';
const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as Request;

describe('tokenAccount', () => {
  it('names the user of a validly signed token, and nobody for a forged, malformed or missing one', () => {
    expect(tokenAccount(secret, request(`Bearer ${signToken(secret, 'user-1', 0)}`))).toBe('user-1');
    expect(tokenAccount(secret, request(`Bearer ${signToken('another-secret-another-secret-another', 'user-1', 0)}`))).toBeNull();
    expect(tokenAccount(secret, request('Bearer not-a-token'))).toBeNull();
    expect(tokenAccount(secret, request('Basic dXNlcjpwYXNz'))).toBeNull();
    expect(tokenAccount(secret, request())).toBeNull();
  });
});
