// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, testUser } from '../auth-test-utils';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fill(values: { email: string; username: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterForm', () => {
  it('shows every SPEC validation message', async () => {
    mockFetch({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fill({ email: 'not-an-email', username: 'ab', password: 'short', confirm: 'other' });
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
  });

  it('signs the new user in', async () => {
    const fetch = mockFetch({
      'POST /api/auth/register': { status: 201, body: { token: 'tok-2', user: testUser } },
      'GET /api/auth/me': { body: testUser },
    });
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fill({ email: 'ann@example.com', username: 'ann', password: 'long enough', confirm: 'long enough' });
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(localStorage.getItem('authToken')).toBe('tok-2');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({
      email: 'ann@example.com',
      username: 'ann',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
  });

  it("shows the server's message, else the SPEC fallback", async () => {
    mockFetch({ 'POST /api/auth/register': { status: 409, body: { message: 'This username is already taken' } } });
    const { unmount } = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fill({ email: 'ann@example.com', username: 'ann', password: 'long enough', confirm: 'long enough' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    unmount();
    mockFetch({ 'POST /api/auth/register': { status: 500, text: '' } });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fill({ email: 'ann@example.com', username: 'ann', password: 'long enough', confirm: 'long enough' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});
