import crypto from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies",
 * https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies): each
 * successful sign-in (and registration, and password reset) gives the browser a cookie naming the
 * account, signed by the server. A sign-in that carries a valid one for the account is a trusted
 * device's: it is counted by that cookie alone and never stopped by the account's lock, so a crowd of
 * addresses guessing the password cannot keep the owner out. The cookie proves nothing by itself: the
 * password is still checked.
 */
export const DEVICE_COOKIE = 'rvtp_device';
/** How long a device stays trusted without a new sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SEC = 180 * 24 * 60 * 60;

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', `device-cookie:${secret}`).update(payload).digest('base64url');

/** `userId.nonce.issuedSec.signature`: the nonce is the device's own key in the limit store. */
export function makeDeviceCookie(secret: string, userId: string, now = Date.now()): string {
  const payload = `${userId}.${crypto.randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device's key (its nonce) when `value` is a valid, unexpired cookie of `userId`; else null. */
export function deviceKey(secret: string, value: string | undefined, userId: string, now = Date.now()): string | null {
  if (!value || value.length > 300) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [owner, nonce, issued, signature] = parts;
  const expected = Buffer.from(sign(secret, `${owner}.${nonce}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (owner !== userId) return null;
  const age = now / 1000 - Number(issued);
  if (!Number.isFinite(age) || age < -60 || age > DEVICE_COOKIE_MAX_AGE_SEC) return null;
  return `${userId}:${nonce}`;
}

/** The device cookie sent with the request, if any (no cookie parser: one name is read). */
export function readDeviceCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, sent only to the auth routes; Secure unless the request came over plain HTTP. */
export function setDeviceCookie(req: Request, res: Response, secret: string, userId: string): void {
  res.cookie(DEVICE_COOKIE, makeDeviceCookie(secret, userId), {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_MAX_AGE_SEC * 1000,
    encode: (v) => v,
  });
}
