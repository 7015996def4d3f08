// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, testUser } from '../auth-test-utils';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email or username'), 'ann');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the SPEC messages in red under empty fields', async () => {
    mockFetch({});
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email or username is required')).toHaveClass('text-red-700');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-describedby', 'emailOrUsername-error');
  });

  it('stores the token, loads the user and reports success', async () => {
    const fetch = mockFetch({
      'POST /api/auth/login': { body: { token: 'tok-1', user: testUser } },
      'GET /api/auth/me': { body: testUser },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ emailOrUsername: 'ann', password: 'secret-pass' });
    const meCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/auth/me'));
    expect((meCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it("shows the server's message on failure", async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email/username or password' } } });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/username or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the SPEC text when the server sends no message', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 502, text: 'Bad gateway' } });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
