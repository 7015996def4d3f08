import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, failedResource, test } from './support/test';
import { createTestUser, registerUser, submitRegisterForm } from './fixtures/auth';
import { holdClock } from './support/clock';
import { TIMINGS } from '../shared/constants';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signOut(page: Page, name: string) {
  await nav(page).getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
}

async function signIn(page: Page, emailOrUsername: string, password: string) {
  await page.getByLabel('Email or username').fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('register and sign in', () => {
  test('registers, lands on home signed in, signs out and signs in with the username', async ({ page }) => {
    const user = createTestUser();
    await page.goto('/register');
    await submitRegisterForm(page, user);
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await page.evaluate(() => localStorage.getItem('userTier'))).toBe('free');

    await signOut(page, user.firstName ?? '');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await nav(page).getByRole('link', { name: 'Sign In' }).click();
    await signIn(page, user.username.toUpperCase(), user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'My Trips' })).toBeVisible();
  });

  test('register shows every validation message and the show/hide toggles', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const text of [
      'Invalid email address',
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Invalid email address')).toHaveClass(/text-red-700/);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password confirmation' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('register reports a taken email', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedResource(409, '/api/auth/register'), 'the email is taken on purpose: the server answers 409');
    const existing = await registerUser(page.request);
    await page.goto('/register');
    await page.getByLabel('Email').fill(existing.email.toUpperCase());
    await page.getByLabel('Username').fill(`${existing.username}x`);
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByLabel('Confirm password', { exact: true }).fill('long enough');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account could not be created with these details.' })).toBeVisible();
  });

  test('sign-in shows the validation messages and the server message for a wrong password', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedResource(401, '/api/auth/login'), 'a wrong password on purpose: the server answers 401');
    const user = await registerUser(page.request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email or username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveAttribute('aria-invalid', 'true');
    await signIn(page, user.email, 'wrong password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email/username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('the account menu shows the username when there is no first name', async ({ page }) => {
    const user = await registerUser(page, { firstName: '' });
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible();
  });
});

test.describe('redirects', () => {
  for (const target of ['/new-trip', '/profile', '/settings']) {
    test(`${target} sends visitors to sign in and back after it`, async ({ page }) => {
      const user = await registerUser(page.request);
      await page.goto(target);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(target);
    });
  }

  test('a redirect to another site is ignored', async ({ page }) => {
    const user = await registerUser(page.request);
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example.com/phish')}`);
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('password reset', () => {
  test('forgot password validates, confirms naming the address and offers Try Different Email', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('nobody-here@example.com')).toBeVisible();
    await expect(
      page.getByText('If an account with that email exists, you will receive a password reset link within a few minutes.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try Different Email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset without a token shows Invalid Reset Link; a bad token shows the messages', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedResource(400, '/api/auth/reset-password'), 'a made-up reset token: the server answers 400');
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Request New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password', { exact: true }).fill('54321');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('123456');
    await page.getByLabel('Confirm new password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired reset link' })).toBeVisible();
  });

  test('the reset link from the outbox resets the password, then sign-in follows after 3 s', async ({ page }) => {
    const user = await registerUser(page.request);
    const response = await page.request.post('/api/auth/forgot-password', { data: { email: user.email } });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('token');
    // The e2e server has no SMTP_URL: the built-in outbox writes the message to DATA_DIR/outbox.
    const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
    let link = '';
    await expect
      .poll(() => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
          const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
          if (!text.includes(`To: ${user.email}`)) continue;
          link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0] ?? '';
        }
        return link;
      })
      .toMatch(/reset-password\?token=/);
    // The page's clock is held from here and moved by the test (holdClock): the 3 s are the page's,
    // not the wall clock's, which a loaded machine stretches.
    await holdClock(page);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('fresh-password-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
    // Not before the 3 s...
    await page.clock.runFor(TIMINGS.resetRedirectMs - 1);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    // ...and then.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.resume();
    await signIn(page, user.email, 'fresh-password-1');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'My Trips' })).toBeVisible();
  });
});

test.describe('profile and settings', () => {
  test('profile shows the account and edits the name', async ({ page }) => {
    const user = await registerUser(page);
    await page.goto('/');
    await nav(page).getByRole('button', { name: `Account menu for ${user.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText(user.username, { exact: true })).toBeVisible();
    await expect(page.getByText('Free Plan')).toBeVisible();
    await expect(page.getByText('Member since')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Name' }).click();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hood');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Robin Hood')).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Account menu for Robin' })).toBeVisible();
  });

  test('settings shows the plan and changes the password', async ({ page, expectConsoleError }) => {
    expectConsoleError(
      failedResource(400, '/api/auth/change-password'),
      'a wrong current password on purpose: the server answers 400',
    );
    const user = await registerUser(page);
    await page.goto('/settings');
    await expect(page.getByText('Free Plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/checkout?plan=pro&billing=monthly');

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();
    await form.getByLabel('Current password', { exact: true }).fill('wrong current');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await form.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
    await form.getByLabel('Current password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();
    // This session continues on the fresh token.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await signOut(page, user.firstName ?? '');
    await nav(page).getByRole('link', { name: 'Sign In' }).click();
    await signIn(page, user.email, 'brand-new-pass');
    await expect(page).toHaveURL(/\/$/);
  });

  test('deleting the account needs the typed confirmation and the password', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedResource(400, '/api/auth/me'), 'a wrong password on purpose: the delete is answered 400');
    const user = await registerUser(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password', { exact: true }).fill(user.password);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText('Type DELETE to confirm', { exact: true }).last()).toBeVisible();
    await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Current password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toBeVisible();
    await dialog.getByLabel('Current password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    const login = await page.request.post('/api/auth/login', {
      data: { emailOrUsername: user.email, password: user.password },
    });
    expect(login.status()).toBe(401);
  });
});
