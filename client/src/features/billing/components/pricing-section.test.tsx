// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingSection } from './pricing-section';

afterEach(cleanup);

describe('PricingSection', () => {
  it('toggles monthly and yearly prices and links Pro to checkout with the billing period', async () => {
    render(<PricingSection onChooseFree={vi.fn()} />);
    const start = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(start).toHaveAttribute('href', '/checkout?plan=pro&billing=monthly');
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('$199')).toBeInTheDocument();
    expect(screen.getByText('$16/month, billed yearly')).toBeInTheDocument();
    expect(start).toHaveAttribute('href', '/checkout?plan=pro&billing=yearly');
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('lists booking-window reminders among the Pro features', () => {
    render(<PricingSection onChooseFree={vi.fn()} />);
    expect(screen.getByText('Booking-window reminders by e-mail')).toBeInTheDocument();
  });

  it('calls onChooseFree for the Free plan', async () => {
    const onChooseFree = vi.fn();
    render(<PricingSection onChooseFree={onChooseFree} />);
    expect(screen.getByText('3 trips per month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(onChooseFree).toHaveBeenCalledTimes(1);
  });
});
