import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback server answering like Stripe's API for the calls the billing area makes, so tests run
// the real `stripe` SDK (request encoding, auth header, error mapping) without the internet.

type Json = Record<string, unknown>;

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  currentPeriodEnd: number;
  /** Unix seconds; absent means no trial. */
  trialEnd?: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  /** Form fields of every request, keyed "METHOD /path". */
  requests: Array<{ method: string; path: string; form: Record<string, string>; authorization?: string }>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, FakeSubscription>;
  /** What the customer does on Stripe's hosted page: the session completes with a subscription. */
  completeSession(sessionId: string, subscription: FakeSubscription): void;
  setSubscription(subscription: FakeSubscription): void;
  close(): Promise<void>;
};

function subscriptionObject(sub: FakeSubscription): Json {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_end: sub.trialEnd ?? null,
    metadata: sub.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_end: sub.currentPeriodEnd,
          current_period_start: sub.currentPeriodEnd - 2592000,
        },
      ],
      has_more: false,
    },
  };
}

function notFound(res: http.ServerResponse, what: string) {
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { type: 'invalid_request_error', message: `No such ${what}`, code: 'resource_missing' },
    }),
  );
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = url.pathname;
      requests.push({ method: req.method ?? 'GET', path, form, authorization: req.headers.authorization });
      const send = (status: number, json: Json) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_test_${counter}`;
        const session: Json = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          customer_details: null,
          subscription: null,
          metadata: { userId: form['metadata[userId]'] },
          success_url: form.success_url,
          cancel_url: form.cancel_url,
        };
        sessions.set(id, session);
        send(200, session);
        return;
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]));
        if (!session) return notFound(res, 'checkout.session');
        send(200, session);
        return;
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subMatch) {
        const sub = subscriptions.get(decodeURIComponent(subMatch[1]));
        if (!sub) return notFound(res, 'subscription');
        send(200, subscriptionObject(sub));
        return;
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        counter += 1;
        send(200, {
          id: `bps_${counter}`,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/bps_${counter}`,
        });
        return;
      }
      notFound(res, `route ${req.method} ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    completeSession(sessionId, subscription) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      subscriptions.set(subscription.id, subscription);
      sessions.set(sessionId, {
        ...session,
        status: 'complete',
        customer: subscription.customer,
        subscription: subscription.id,
        customer_details: { email: session.customer_email ?? 'customer@example.com' },
      });
    },
    setSubscription(subscription) {
      subscriptions.set(subscription.id, subscription);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
