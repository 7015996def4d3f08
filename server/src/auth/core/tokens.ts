import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

// `exp` is required: jsonwebtoken accepts a signed token without one, and such a token would never end.
const claimsSchema = z.object({
  sub: z.string().min(1),
  tv: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

// jsonwebtoken turns a string secret into a KeyObject on every sign and verify; the key object is
// made once per secret instead (a process has one secret, tests a handful).
const keys = new Map<string, crypto.KeyObject>();
function keyFor(secret: string): crypto.KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 16) keys.clear();
    key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** HS256 session token carrying the user id and the user's token version (bumped on password reset). */
export function signToken(secret: string, userId: string, tokenVersion: number): string {
  return jwt.sign({ tv: tokenVersion }, keyFor(secret), {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: TOKEN_TTL_SECONDS,
  });
}

/** Verifies with the algorithm pinned (so `alg: none` and RS/HS confusion are refused); null when invalid. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'] });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
