// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingConfig } from '@shared/schemas/billing';
import { planCatalogue } from '@shared/billing/plans';
import { STRIPE_SCRIPT_URL } from '../hooks/use-stripe-script';
import { CheckoutView } from './checkout-view';
import { renderWithClient, stubFetch } from './test-utils';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: null, tier: 'free' as const };
const demoConfig: BillingConfig = {
  provider: 'demo',
  publishableKey: null,
  plans: planCatalogue({ monthly: 'price_m', yearly: 'price_y' }),
};

function setup(
  config: BillingConfig,
  checkout: { status: number; body: unknown } = {
    status: 200,
    body: { sessionUrl: '/checkout/demo?session=demo_cs_1' },
  },
) {
  const { calls, fetchStub } = stubFetch((url) => {
    if (url === '/api/stripe/config') return { status: 200, body: config };
    if (url === '/api/stripe/create-checkout-session') return checkout;
    return undefined;
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

beforeEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutView', () => {
  it('a visitor sees the plan with a Sign in to continue step that returns to the same plan and billing', async () => {
    setup(demoConfig);
    renderWithClient(
      <CheckoutView planId="pro" billing="monthly" user={null} onInvalidPlan={vi.fn()} redirect={vi.fn()} />,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment - $19.99/month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout%3Fplan%3Dpro%26billing%3Dyearly',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcheckout%3Fplan%3Dpro%26billing%3Dyearly',
    );
  });

  it('shows the billing choice, prefilled email, order summary and the price on the button', async () => {
    setup(demoConfig);
    const redirect = vi.fn();
    renderWithClient(
      <CheckoutView planId="pro" billing={null} user={user} onInvalidPlan={vi.fn()} redirect={redirect} />,
    );
    expect(await screen.findByRole('button', { name: 'Continue to Payment - $19.99/month' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann');
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(screen.getByText('$199/year ($16/month)')).toBeInTheDocument();
    expect(screen.getByText('Total due today')).toBeInTheDocument();
    expect(screen.getByText(/7-day free trial starts today/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('button', { name: 'Continue to Payment - $199/year' })).toBeInTheDocument();
    expect(screen.getByText('Annual savings')).toBeInTheDocument();
    expect(screen.getByText('-$40.88')).toBeInTheDocument();
  });

  it('starts a checkout with the yearly price id and redirects to the session URL', async () => {
    const calls = setup(demoConfig);
    const redirect = vi.fn();
    renderWithClient(
      <CheckoutView planId="pro" billing="yearly" user={user} onInvalidPlan={vi.fn()} redirect={redirect} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment - $199/year' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/checkout/demo?session=demo_cs_1'));
    const sent = calls.find((c) => c.url === '/api/stripe/create-checkout-session');
    expect(sent?.body).toEqual({
      priceId: 'price_y',
      customerEmail: 'ann@example.com',
      customerName: 'Ann',
      userId: 'u1',
      successUrl: `${window.location.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${window.location.origin}/checkout?plan=pro&billing=yearly`,
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('asks for the required fields before calling the server', async () => {
    const calls = setup(demoConfig);
    renderWithClient(<CheckoutView planId="pro" billing={null} user={user} onInvalidPlan={vi.fn()} />);
    await userEvent.clear(await screen.findByLabelText('Full name'));
    await userEvent.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url === '/api/stripe/create-checkout-session')).toBe(false);
  });

  it('shows the inline error and a Checkout Error toast when the server fails', async () => {
    setup(demoConfig, { status: 500, body: { message: 'boom' } });
    renderWithClient(
      <CheckoutView planId="pro" billing={null} user={user} onInvalidPlan={vi.fn()} redirect={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Continue to Payment/ }));
    expect(await screen.findByText('Checkout Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to start checkout. Please try again.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Continue to Payment/ })).toBeEnabled();
  });

  it('leaves for an unknown plan or the free plan', async () => {
    setup(demoConfig);
    const unknown = vi.fn();
    const { unmount } = renderWithClient(
      <CheckoutView planId="gold" billing={null} user={user} onInvalidPlan={unknown} />,
    );
    await waitFor(() => expect(unknown).toHaveBeenCalled());
    unmount();
    const free = vi.fn();
    renderWithClient(<CheckoutView planId="free" billing={null} user={user} onInvalidPlan={free} />);
    await waitFor(() => expect(free).toHaveBeenCalled());
  });

  it("loads Stripe's script only with a publishable key and waits for it", async () => {
    setup({ ...demoConfig, provider: 'stripe', publishableKey: 'pk_test_123' });
    renderWithClient(<CheckoutView planId="pro" billing={null} user={user} onInvalidPlan={vi.fn()} />);
    const button = await screen.findByRole('button', { name: /Continue to Payment/ });
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${STRIPE_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    expect(button).toBeDisabled();
    act(() => {
      script!.dispatchEvent(new Event('load'));
    });
    expect(button).toBeEnabled();
  });

  it('sends Pro members to their subscription instead of a second checkout', async () => {
    setup(demoConfig);
    renderWithClient(
      <CheckoutView planId="pro" billing={null} user={{ ...user, tier: 'pro' }} onInvalidPlan={vi.fn()} />,
    );
    expect(await screen.findByText("You're already on the Pro plan.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button', { name: /Continue to Payment/ })).toBeNull();
  });

  it('does not load the script for the demo provider', async () => {
    setup(demoConfig);
    renderWithClient(<CheckoutView planId="pro" billing={null} user={user} onInvalidPlan={vi.fn()} />);
    await screen.findByRole('button', { name: /Continue to Payment/ });
    expect(document.head.querySelector('script')).toBeNull();
  });
});
