// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutSuccessView } from './checkout-success-view';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));
import { renderWithClient, stubFetch } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutSuccessView', () => {
  it('celebrates, verifies the session, shows email, trial end and renewal date, and refreshes the user', async () => {
    const { calls, fetchStub } = stubFetch((url) =>
      url === '/api/stripe/verify-session/cs_1'
        ? {
            status: 200,
            body: {
              customerEmail: 'ann@example.com',
              currentPeriodEnd: '2026-03-28T12:00:00.000Z',
              trialEnd: '2026-03-08T12:00:00.000Z',
            },
          }
        : undefined,
    );
    vi.stubGlobal('fetch', fetchStub);
    const celebrate = vi.fn();
    const onVerified = vi.fn();
    renderWithClient(<CheckoutSuccessView sessionId="cs_1" onVerified={onVerified} celebrate={celebrate} />);
    expect(screen.getByText('Confirming your subscription...')).toBeInTheDocument();
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to RV Trip Planner Pro!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('subscription-email')).toHaveTextContent('ann@example.com');
    expect(screen.getByText('Free trial ends')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-trial-end')).toHaveTextContent('March 8, 2026');
    expect(screen.getByText('Renews on')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-renewal')).toHaveTextContent('March 28, 2026');
    expect(screen.getByRole('heading', { name: "What's next" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Trips' })).toHaveAttribute('href', '/trips');
    expect(screen.getByRole('link', { name: 'Plan New Trip' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });

  it('shows no trial line for a subscription without a trial', async () => {
    const { fetchStub } = stubFetch((url) =>
      url === '/api/stripe/verify-session/cs_2'
        ? {
            status: 200,
            body: {
              customerEmail: 'ann@example.com',
              currentPeriodEnd: '2026-04-01T12:00:00.000Z',
              trialEnd: null,
            },
          }
        : undefined,
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithClient(<CheckoutSuccessView sessionId="cs_2" onVerified={vi.fn()} celebrate={vi.fn()} />);
    expect(await screen.findByTestId('subscription-renewal')).toHaveTextContent('April 1, 2026');
    expect(screen.queryByTestId('subscription-trial-end')).not.toBeInTheDocument();
  });

  it('fires SPEC confetti: 100 particles, spread 70, origin y 0.6', () => {
    const { fetchStub } = stubFetch(() => undefined);
    vi.stubGlobal('fetch', fetchStub);
    renderWithClient(<CheckoutSuccessView sessionId={null} onVerified={vi.fn()} />);
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 100, spread: 70, origin: { y: 0.6 } }),
    );
  });

  it('skips verification without a session id', () => {
    const { calls, fetchStub } = stubFetch(() => undefined);
    vi.stubGlobal('fetch', fetchStub);
    const onVerified = vi.fn();
    renderWithClient(<CheckoutSuccessView sessionId={null} onVerified={onVerified} celebrate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Welcome to RV Trip Planner Pro!' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('only logs a verification error and renders without details', async () => {
    globalThis.__allowConsoleError = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchStub } = stubFetch(() => ({
      status: 409,
      body: { message: 'Checkout has not been completed yet.' },
    }));
    vi.stubGlobal('fetch', fetchStub);
    const onVerified = vi.fn();
    renderWithClient(<CheckoutSuccessView sessionId="cs_2" onVerified={onVerified} celebrate={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to RV Trip Planner Pro!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId('subscription-email')).toBeNull();
    expect(onVerified).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
