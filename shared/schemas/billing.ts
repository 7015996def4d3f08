import { z } from 'zod';
import { tierSchema } from './user';

export const billingPeriodSchema = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const planIdSchema = z.enum(['free', 'pro']);
export type PlanId = z.infer<typeof planIdSchema>;

/** A plan (free or pro): the catalogue entry, with the payment provider's price ids keyed by billing period. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  price: z.object({ monthly: z.number(), yearly: z.number().optional() }),
  features: z.array(z.string()),
  priceIds: z.object({ monthly: z.string().optional(), yearly: z.string().optional() }),
});
export type Plan = z.infer<typeof planSchema>;

/** `none`: no Stripe keys and the demo checkout is off (production without DEMO_CHECKOUT=true). */
export const paymentProviderKindSchema = z.enum(['stripe', 'demo', 'none']);
export type PaymentProviderKind = z.infer<typeof paymentProviderKindSchema>;

export const billingConfigSchema = z.object({
  provider: paymentProviderKindSchema,
  publishableKey: z.string().nullable(),
  plans: z.array(planSchema),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Checkout: email and full name are required. */
export const checkoutContactSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).email('Invalid email address'),
  fullName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, 'Full name is too long'),
});
export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not configured on this server yet, so Pro cannot be bought here. Please try again later.';

export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

/** What the checkout sends to create the payment provider's session. */
export const createCheckoutSessionInputSchema = z.object({
  priceId: z.string().trim().min(1, 'Price is required').max(255),
  customerEmail: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).email('Invalid email address').max(320),
  customerName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, 'Full name is too long'),
  userId: z.string().optional(),
  successUrl: z.string().trim().min(1, 'Success URL is required').max(2000),
  cancelUrl: z.string().trim().min(1, 'Cancel URL is required').max(2000),
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInputSchema>;

export const checkoutSessionResponseSchema = z.object({ sessionUrl: z.string() });

export const sessionIdSchema = z
  .string()
  .trim()
  .min(1, 'Session id is required')
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id');

/** A checkout session's verification: the customer's email and the end of the paid period. */
export const verifySessionResponseSchema = z.object({
  customerEmail: z.string(),
  currentPeriodEnd: z.string().nullable(),
  /** When the free trial ends (ISO time); null when the subscription has no trial. */
  trialEnd: z.string().nullable(),
});
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;

export const demoCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  billing: billingPeriodSchema,
  amount: z.number(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  trialDays: z.number(),
});
export type DemoCheckoutSession = z.infer<typeof demoCheckoutSessionSchema>;

export const demoCompleteInputSchema = z.object({ sessionId: sessionIdSchema });
export const demoCompleteResponseSchema = z.object({ successUrl: z.string() });

export const subscriptionSummarySchema = z.object({
  tier: tierSchema,
  provider: paymentProviderKindSchema,
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True when the user has a subscription that can still be cancelled or managed. */
  hasSubscription: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const portalSessionResponseSchema = z.object({ url: z.string() });
