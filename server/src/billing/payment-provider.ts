import crypto from 'node:crypto';
import Stripe from 'stripe';
import { addBillingPeriod } from '@shared/billing/plans';
import type { BillingPeriod } from '@shared/schemas/billing';
import type { Config } from '../config';

export type CheckoutRequest = {
  priceId: string;
  customerEmail: string;
  /** Reuses the Stripe customer of a returning subscriber instead of creating another one. */
  customerId: string | null;
  userId: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
};

/** The fields of a subscription that decide the tier. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: string | null;
  /** When the free trial ends; null without a trial. */
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  userId: string | null;
};

export type ProviderCheckoutSession = {
  id: string;
  complete: boolean;
  customerEmail: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  userId: string | null;
};

export type ProviderEvent = { id: string; type: string; object: Record<string, unknown> };

export class WebhookSignatureError extends Error {}

export interface StripeProvider {
  readonly kind: 'stripe';
  readonly publishableKey: string | null;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Verifies the Stripe-Signature header over the raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/**
 * The built-in provider for installs without Stripe keys: checkout happens on an in-app page in
 * test mode. It keeps no state; the service stores sessions in the database like Stripe's.
 */
export interface DemoProvider {
  readonly kind: 'demo';
  readonly publishableKey: null;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The end of the first period of a subscription started at `start`. */
  periodEnd(start: Date, billing: BillingPeriod): Date;
}

/** No Stripe keys and the demo checkout switched off: nothing can be bought (checkout answers 503). */
export interface NoPaymentProvider {
  readonly kind: 'none';
  readonly publishableKey: null;
}

export type PaymentProvider = StripeProvider | DemoProvider | NoPaymentProvider;

const STRIPE_TIMEOUT_MS = 20_000;

/** A Stripe reference is either an id or the expanded object. */
export function stripeObjectId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

/** Since API version 2025-03-31 the period lives on the subscription items; the latest one wins. */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((v) => typeof v === 'number');
  if (ends.length === 0) return null;
  return new Date(Math.max(...ends) * 1000).toISOString();
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: stripeObjectId(subscription.customer) ?? '',
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    trialEnd: typeof subscription.trial_end === 'number' ? new Date(subscription.trial_end * 1000).toISOString() : null,
    // cancel_at (a scheduled cancellation date) is what the portal sets in newer API versions.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    userId: subscription.metadata?.userId ?? null,
  };
}

export function createStripeProvider(config: Config): StripeProvider {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe provider');
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  const stripe = new Stripe(config.stripeSecretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const webhookSecret = config.stripeWebhookSecret;

  return {
    kind: 'stripe',
    publishableKey: config.stripePublishableKey ?? null,
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        subscription_data: { trial_period_days: input.trialDays, metadata: { userId: input.userId } },
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
        client_reference_id: input.userId,
        metadata: { userId: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      return {
        id: session.id,
        complete: session.status === 'complete',
        customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
        customerId: stripeObjectId(session.customer),
        subscriptionId: stripeObjectId(session.subscription),
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    },
    async retrieveSubscription(id) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(id));
    },
    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookSignatureError('Webhooks are not configured');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
        return {
          id: event.id,
          type: event.type,
          object: event.data.object as unknown as Record<string, unknown>,
        };
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
    },
  };
}

export function createDemoProvider(): DemoProvider {
  return {
    kind: 'demo',
    publishableKey: null,
    async createCheckoutSession() {
      const id = `demo_cs_${crypto.randomBytes(16).toString('hex')}`;
      return { id, url: `/checkout/demo?session=${id}` };
    },
    periodEnd: addBillingPeriod,
  };
}

export function createNoPaymentProvider(): NoPaymentProvider {
  return { kind: 'none', publishableKey: null };
}

/**
 * Stripe when its secret key is set; else the demo checkout where it is allowed (development, or
 * DEMO_CHECKOUT=true); else none. Production never falls back to a checkout that makes anyone Pro.
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.stripeSecretKey) return createStripeProvider(config);
  return config.demoCheckout ? createDemoProvider() : createNoPaymentProvider();
}
