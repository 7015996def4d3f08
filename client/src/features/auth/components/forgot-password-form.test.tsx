// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../auth-test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it('validates the email, confirms naming the address and returns with Try Different Email', async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('If an account with that email exists, you will receive a password reset link within a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows the SPEC fallback when the request fails without a message', async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { status: 500, text: 'boom' } });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });
});
