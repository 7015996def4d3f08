// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(cleanup);

describe('ContactForm', () => {
  it('announces field errors and does not open the mail client for an invalid message', async () => {
    const openMailto = vi.fn();
    render(<ContactForm openMailto={openMailto} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }));
    expect(await screen.findByText('Please enter your name')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-describedby', 'contact-email-error');
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('opens a mailto link with the topic, message and sender', async () => {
    const openMailto = vi.fn();
    render(<ContactForm openMailto={openMailto} />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam Lee');
    await userEvent.type(screen.getByLabelText('Your email'), 'sam@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Report a problem');
    await userEvent.type(screen.getByLabelText('Message'), 'The map does not load in my van.');
    await userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }));
    expect(openMailto).toHaveBeenCalledTimes(1);
    const url = new URL(openMailto.mock.calls[0][0] as string);
    expect(url.searchParams.get('subject')).toBe('[Report a problem] Message from Sam Lee');
    expect(url.searchParams.get('body')).toContain('The map does not load in my van.');
    expect(await screen.findByRole('status')).toHaveTextContent('from sam@example.com');
  });
});
