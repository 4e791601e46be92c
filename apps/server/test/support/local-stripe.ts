import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { localStripeBilling } from "./local-stripe-billing";

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's bracketed form keys (a[b][0][c]=v) back into an object, as Stripe's API reads them. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Obj;
    }
    node[path.at(-1)!] = value;
  }
  return out;
}

const stripeError = (status: number, type: string, message: string, extra: Obj = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

export type LocalStripe = Awaited<ReturnType<typeof startLocalStripe>>;

/**
 * A local server speaking Stripe's wire format (form-encoded requests, Bearer keys, JSON objects,
 * `{error:{type,code,message,param}}`), with a hosted checkout page whose "Pay" button delivers
 * signed webhooks the way Stripe does. Events are built as Stripe sends them.
 */
export async function startLocalStripe(options: {
  secretKey: string;
  webhookSecret: string;
  prices: Record<string, { amount: number; currency: string; interval: "month" | "year" }>;
  /** Where "Pay" on the hosted page delivers events (our webhook URL); set later when unknown. */
  webhookUrl?: string;
}) {
  const sessions = new Map<string, Obj>();
  const customers = new Set<string>();
  const subscriptions = new Map<string, Obj>();
  const requests: { method: string; path: string; body: Obj }[] = [];
  const state = { webhookUrl: options.webhookUrl ?? "", deliverOnPay: true };
  let eventClock = Math.floor(Date.now() / 1000);

  function event(type: string, object: Obj): Obj {
    eventClock += 1;
    return {
      id: id("evt"),
      object: "event",
      api_version: "2025-03-31.basil",
      created: eventClock,
      livemode: false,
      pending_webhooks: 1,
      request: { id: id("req"), idempotency_key: null },
      type,
      data: { object },
    };
  }

  function signed(payload: string, timestamp?: number) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });
  }

  async function deliver(evt: Obj, headerOverride?: string) {
    const payload = JSON.stringify(evt, null, 2);
    return fetch(state.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": headerOverride ?? signed(payload) },
      body: payload,
    });
  }

  /** What Stripe sends when a subscription checkout is paid: session, subscription, invoice. */
  function completionEvents(sessionId: string, paid = true): Obj[] {
    const session = sessions.get(sessionId)!;
    if (session.mode === "payment") {
      if (!paid) return [];
      Object.assign(session, { status: "complete", payment_status: "paid", url: null });
      return [event("checkout.session.completed", { ...session })];
    }
    const line = (session.line_items as Obj)["0"] as Obj;
    const priceId = line.price as string;
    const price = options.prices[priceId]!;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + (price.interval === "year" ? 365 : 30) * 86_400;
    const customer = (session.customer as string) ?? id("cus");
    customers.add(customer);
    const subscriptionId = id("sub");
    const metadata = ((session.subscription_data as Obj)?.metadata ?? {}) as Obj;
    Object.assign(session, {
      status: paid ? "complete" : "open",
      payment_status: paid ? "paid" : "unpaid",
      customer,
      subscription: subscriptionId,
      url: null,
    });
    const subscription: Obj = {
      id: subscriptionId,
      object: "subscription",
      customer,
      status: paid ? "active" : "incomplete",
      cancel_at_period_end: false,
      pending_update: null,
      metadata,
      items: {
        object: "list",
        data: [
          { id: id("si"), price: { id: priceId }, current_period_start: now, current_period_end: periodEnd },
        ],
      },
    };
    subscriptions.set(customer, subscription);
    const invoice = {
      id: id("in"),
      object: "invoice",
      number: `LS${randomBytes(3).toString("hex").toUpperCase()}-0001`,
      customer,
      currency: price.currency,
      amount_due: price.amount,
      amount_paid: paid ? price.amount : 0,
      created: now,
      due_date: null,
      hosted_invoice_url: `${base}/invoice/pay`,
      status: paid ? "paid" : "open",
      status_transitions: { paid_at: paid ? now : null },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscriptionId, metadata },
      },
      lines: {
        object: "list",
        data: [{ period: { start: now, end: periodEnd }, pricing: { price_details: { price: priceId } } }],
      },
    };
    return paid
      ? [
          event("customer.subscription.created", subscription),
          event("checkout.session.completed", { ...session }),
          event("invoice.paid", invoice),
        ]
      : [event("customer.subscription.created", subscription), event("invoice.payment_failed", invoice)];
  }

  /** POST /v1/subscriptions/:id with items[0][id|price]: the price changes in place, and a
   * customer.subscription.updated event is delivered as Stripe sends it. */
  function updateSubscription(subscription: Obj, body: Obj) {
    const item = (body.items as Obj | undefined)?.["0"] as Obj | undefined;
    const items = (subscription.items as { data: Obj[] }).data;
    if (subscription.status === "canceled")
      return stripeError(
        400,
        "invalid_request_error",
        "A canceled subscription can only update its cancellation_details.",
      );
    if (item) {
      const target = items.find((entry) => entry.id === item.id);
      if (!target)
        return stripeError(400, "invalid_request_error", `No such subscription item: '${item.id}'`, {
          param: "items[0][id]",
        });
      if (!options.prices[item.price as string])
        return stripeError(400, "invalid_request_error", `No such price: '${item.price}'`, {
          code: "resource_missing",
          param: "items[0][price]",
        });
      if ((target.price as Obj).id !== item.price && body.proration_behavior === "always_invoice") {
        updates.push({ subscription: subscription.id as string, body });
        return billing.changePrice(subscription, body, target, item.price as string);
      }
      target.price = { id: item.price };
    }
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    if (body.metadata)
      subscription.metadata = { ...(subscription.metadata as Obj), ...(body.metadata as Obj) };
    updates.push({ subscription: subscription.id as string, body });
    send(event("customer.subscription.updated", structuredClone(subscription)));
    return { status: 200, body: subscription };
  }
  const updates: { subscription: string; body: Obj }[] = [];
  // Events a request causes go out one after another, after its answer, as Stripe's do.
  let outbox: Promise<unknown> = Promise.resolve();
  function send(evt: Obj) {
    if (!state.webhookUrl) return;
    outbox = outbox.then(() => deliver(evt)).catch(() => {});
  }
  const billing = localStripeBilling({
    base: () => base,
    prices: options.prices,
    event,
    send,
    error: stripeError,
  });

  function api(method: string, path: string, body: Obj, auth: string | undefined) {
    if (auth !== `Bearer ${options.secretKey}`)
      return stripeError(401, "invalid_request_error", "Invalid API Key provided: sk_test_****");
    if (billing.state.down)
      return stripeError(500, "api_error", "An unknown error occurred while processing your request.");
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const line = (body.line_items as Obj | undefined)?.["0"] as Obj | undefined;
      if (!body.success_url || !body.cancel_url || !line)
        return stripeError(400, "invalid_request_error", "Missing required param: success_url.", {
          param: "success_url",
        });
      if (body.mode === "subscription" && !options.prices[line.price as string])
        return stripeError(400, "invalid_request_error", `No such price: '${line.price}'`, {
          code: "resource_missing",
          param: "line_items[0][price]",
        });
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer ?? null,
        customer_details: { email: body.customer_email ?? null },
        subscription: null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: body.line_items,
        subscription_data: body.subscription_data,
        url: `${base}/c/pay/${sessionId}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : stripeError(404, "invalid_request_error", `No such checkout.session: '${retrieve[1]}'`, {
            code: "resource_missing",
          });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = [...subscriptions.values()].find((sub) => sub.id === subscriptionPath[1]);
      if (!subscription)
        return stripeError(404, "invalid_request_error", `No such subscription: '${subscriptionPath[1]}'`, {
          code: "resource_missing",
          param: "id",
        });
      if (method === "GET") return { status: 200, body: subscription };
      if (method === "DELETE") return billing.cancelNow(subscription);
      return updateSubscription(subscription, body);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(body.customer as string))
        return stripeError(400, "invalid_request_error", `No such customer: '${body.customer}'`, {
          code: "resource_missing",
          param: "customer",
        });
      return {
        status: 200,
        body: {
          id: id("bps"),
          object: "billing_portal.session",
          configuration: "bpc_test",
          created: Math.floor(Date.now() / 1000),
          customer: body.customer,
          flow: body.flow_data ? { type: (body.flow_data as Obj).type } : null,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: body.return_url,
          url: `${base}/p/session/test_${randomBytes(6).toString("hex")}?customer=${body.customer}&return=${encodeURIComponent(String(body.return_url))}`,
        },
      };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The hosted checkout page (a stand-in for checkout.stripe.com): Pay or go back. */
  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: string) {
    const portal = /^\/p\/session\/[^/]+$/.test(path) ? new URL(req.url ?? "/", base) : null;
    if (portal) {
      const customer = portal.searchParams.get("customer") ?? "";
      const returnUrl = portal.searchParams.get("return") ?? "/";
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><title>Local Stripe portal</title><h1>Local Stripe portal</h1>
<form method="post"><button>Cancel subscription</button></form><a href="${returnUrl}">Return</a>`);
      }
      const subscription = subscriptions.get(customer);
      if (subscription) {
        Object.assign(subscription, { cancel_at_period_end: true });
        await deliver(event("customer.subscription.updated", { ...subscription }));
      }
      return res.writeHead(303, { location: returnUrl }).end();
    }
    const invoicePage = /^\/i\/([^/]+)$/.exec(path);
    if (invoicePage) {
      const invoice = billing.invoices.get(invoicePage[1]!);
      if (!invoice) return res.writeHead(404).end("not found");
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><title>Local Stripe invoice</title><h1>Invoice ${invoice.number}</h1>
<form method="post"><button>Pay</button></form>`);
      }
      const subscription = [...subscriptions.values()].find((sub) => sub.latest_invoice === invoice.id);
      billing.payInvoice(invoice.id as string, subscription);
      await outbox;
      return res.writeHead(200, { "content-type": "text/plain" }).end("paid");
    }
    const match = /^\/c\/pay\/([^/]+)$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!session) return res.writeHead(404).end("not found");
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><title>Local Stripe Checkout</title><h1>Local Stripe Checkout</h1>
<form method="post"><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button></form>
<a href="${session.cancel_url}">Back</a>`,
      );
    }
    const action = new URLSearchParams(body).get("action");
    const events = completionEvents(session.id as string, action === "pay");
    if (state.deliverOnPay) for (const evt of events) await deliver(evt);
    else pending.push(...events);
    const target =
      action === "pay"
        ? String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id as string)
        : String(session.cancel_url);
    res.writeHead(303, { location: target }).end();
  }
  const pending: Obj[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", base);
      if (!url.pathname.startsWith("/v1/")) return hosted(req, res, url.pathname, body);
      const parsed = parseStripeForm(url.pathname.startsWith("/v1/") && req.method === "POST" ? body : "");
      requests.push({ method: req.method ?? "", path: url.pathname, body: parsed });
      const answer = api(req.method ?? "GET", url.pathname, parsed, req.headers.authorization);
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    subscriptions,
    updates,
    requests,
    sessions,
    state,
    pending,
    event,
    signed,
    deliver,
    completionEvents,
    billing,
    /** Waits until every event sent so far was delivered. */
    settled: () => outbox,
    /** Delivers the events held back while deliverOnPay was off. */
    async flush() {
      for (const evt of pending.splice(0)) await deliver(evt);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
