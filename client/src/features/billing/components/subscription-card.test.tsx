// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionSummary } from '@shared/schemas/billing';
import { SubscriptionCard } from './subscription-card';
import { renderWithClient, stubFetch } from './test-utils';

const proDemo: SubscriptionSummary = {
  tier: 'pro',
  provider: 'demo',
  status: 'active',
  currentPeriodEnd: '2026-04-08T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  hasSubscription: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscriptionCard', () => {
  it('offers the upgrade to free users', async () => {
    const { fetchStub } = stubFetch(() => ({
      status: 200,
      body: { ...proDemo, tier: 'free', status: null, currentPeriodEnd: null, hasSubscription: false },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderWithClient(<SubscriptionCard />);
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro&billing=monthly',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('cancels a demo subscription at the end of the period after confirmation', async () => {
    const { calls, fetchStub } = stubFetch((url) => {
      if (url === '/api/stripe/subscription') return { status: 200, body: proDemo };
      if (url === '/api/stripe/cancel') return { status: 200, body: { ...proDemo, cancelAtPeriodEnd: true } };
      return undefined;
    });
    vi.stubGlobal('fetch', fetchStub);
    const onChanged = vi.fn();
    renderWithClient(<SubscriptionCard onChanged={onChanged} />);
    expect(await screen.findByText('Renews on April 8, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep Pro until April 8, 2026.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(
      await screen.findByText('Your subscription is cancelled. Pro stays active until April 8, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(onChanged).toHaveBeenCalled();
    expect(calls.filter((c) => c.url === '/api/stripe/cancel' && c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends Stripe subscribers to the customer portal', async () => {
    const { fetchStub } = stubFetch((url) => {
      if (url === '/api/stripe/subscription')
        return { status: 200, body: { ...proDemo, provider: 'stripe' } };
      if (url === '/api/stripe/portal-session')
        return { status: 200, body: { url: 'https://billing.stripe.com/p/session/x' } };
      return undefined;
    });
    vi.stubGlobal('fetch', fetchStub);
    const redirect = vi.fn();
    renderWithClient(<SubscriptionCard redirect={redirect} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
  });
});
