// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../auth-test-utils';
import { InvalidResetLink, ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordForm', () => {
  it('shows the SPEC validation messages', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="t" onDone={vi.fn()} />);
    await submit(user, '12345', '54321');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("says 'Reset token is missing' when submitted without a token", async () => {
    const fetch = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="" onDone={vi.fn()} />);
    await submit(user, 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset token is missing');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resets, shows success and goes to sign-in after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'done' } } });
    const onDone = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ResetPasswordForm token="abc" onDone={onDone} />);
    await submit(user, 'new-password');
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 'abc', newPassword: 'new-password' });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, else the SPEC fallback", async () => {
    mockFetch({ 'POST /api/auth/reset-password': { status: 400, body: { message: 'Invalid or expired reset link' } } });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ResetPasswordForm token="old" onDone={vi.fn()} />);
    await submit(user, 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link');
    unmount();
    mockFetch({ 'POST /api/auth/reset-password': { status: 503, text: '' } });
    renderWithProviders(<ResetPasswordForm token="old" onDone={vi.fn()} />);
    await submit(user, 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });
});

describe('InvalidResetLink', () => {
  it('offers a new link', () => {
    renderWithProviders(<InvalidResetLink />);
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute('href', '/forgot-password');
  });
});
