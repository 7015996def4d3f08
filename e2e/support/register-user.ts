import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export type RegisteredUser = { token: string; email: string; username: string; password: string };

/** A fresh account through the real register endpoint; nothing is written to the database directly. */
export async function registerUser(request: APIRequestContext): Promise<RegisteredUser> {
  const suffix = crypto.randomBytes(5).toString('hex');
  const email = `billing-${suffix}@example.com`;
  const username = `billing_${suffix}`;
  const password = 'e2e-password-123';
  const response = await request.post('/api/auth/register', {
    data: { email, username, password, confirmPassword: password },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { token: body.token, email, username, password };
}

/** Registers a user and signs the page in by storing the token where the app reads it. */
export async function signInNewUser(page: Page, request: APIRequestContext): Promise<RegisteredUser> {
  const user = await registerUser(request);
  await page.goto('/debug');
  await page.evaluate((token) => window.localStorage.setItem('authToken', token), user.token);
  return user;
}
