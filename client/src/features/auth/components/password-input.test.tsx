// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

afterEach(cleanup);

describe('PasswordInput', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the field it toggles', () => {
    render(<PasswordInput aria-label="Confirm" toggleLabel="password confirmation" />);
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
  });
});
