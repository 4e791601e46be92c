import { randomBytes } from "node:crypto";

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** How the customer's saved card answers an off-session charge (Stripe's test cards 4242…, 0002, 3155). */
export type CardBehaviour = "succeeds" | "declines" | "requires_action";

/** The parameters Stripe accepts together with payment_behavior=pending_if_incomplete. */
const PENDING_UPDATE_PARAMS = new Set([
  "expand",
  "payment_behavior",
  "proration_behavior",
  "proration_date",
  "billing_cycle_anchor",
  "items",
  "trial_end",
  "trial_from_plan",
  "add_invoice_items",
]);

type Tools = {
  base: () => string;
  prices: Record<string, { amount: number; currency: string; interval: "month" | "year" }>;
  event: (type: string, object: Obj) => Obj;
  send: (evt: Obj) => void;
  error: (status: number, type: string, message: string, extra?: Obj) => { status: number; body: Obj };
};

/**
 * Stripe's subscription billing beyond checkout, as its docs describe it: a price change with
 * `proration_behavior=always_invoice` bills the prorated difference at once (a credit line for the
 * old price's unused time, a charge for the new one, billing_reason subscription_update). By default
 * the new price applies whatever the payment does and a failed charge makes the subscription
 * past_due; with `pending_if_incomplete` a failed charge keeps the old price and puts the change in
 * `pending_update` (expiring within 23 hours) until the invoice is paid on its hosted page, or voids
 * it on expiry. A card needing 3-D Secure sends invoice.payment_action_required instead of a failure.
 */
export function localStripeBilling(tools: Tools) {
  const invoices = new Map<string, Obj>();
  const state = { card: "succeeds" as CardBehaviour, down: false };

  function items(subscription: Obj) {
    return (subscription.items as { data: Obj[] }).data;
  }
  function periodEnd(subscription: Obj) {
    return items(subscription)[0]!.current_period_end as number;
  }

  function prorationInvoice(subscription: Obj, oldPrice: string, newPrice: string): Obj {
    const end = periodEnd(subscription);
    const left = Math.max(0, end - now()) / (end - (items(subscription)[0]!.current_period_start as number));
    const credit = -Math.round(tools.prices[oldPrice]!.amount * left);
    const charge = Math.round(tools.prices[newPrice]!.amount * left);
    const due = Math.max(0, credit + charge);
    const invoiceId = id("in");
    const invoice: Obj = {
      id: invoiceId,
      object: "invoice",
      number: `LS${randomBytes(3).toString("hex").toUpperCase()}-0002`,
      billing_reason: "subscription_update",
      customer: subscription.customer,
      currency: tools.prices[newPrice]!.currency,
      amount_due: due,
      amount_paid: 0,
      created: now(),
      due_date: null,
      hosted_invoice_url: `${tools.base()}/i/${invoiceId}`,
      status: "open",
      status_transitions: { paid_at: null },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
      },
      lines: {
        object: "list",
        data: [
          {
            amount: credit,
            proration: true,
            period: { start: now(), end },
            pricing: { price_details: { price: oldPrice } },
          },
          {
            amount: charge,
            proration: true,
            period: { start: now(), end },
            pricing: { price_details: { price: newPrice } },
          },
        ],
      },
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  }

  function markPaid(invoice: Obj) {
    Object.assign(invoice, {
      status: "paid",
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: now() },
    });
  }

  /** POST /v1/subscriptions/:id changing its price with always_invoice. */
  function changePrice(subscription: Obj, body: Obj, item: Obj, newPrice: string) {
    const pendingIfIncomplete = body.payment_behavior === "pending_if_incomplete";
    if (pendingIfIncomplete) {
      const extra = Object.keys(body).find((key) => !PENDING_UPDATE_PARAMS.has(key));
      if (extra)
        return tools.error(
          400,
          "invalid_request_error",
          `The parameter \`${extra}\` cannot be used with \`payment_behavior=pending_if_incomplete\`.`,
          { param: extra },
        );
    }
    const oldPrice = (item.price as Obj).id as string;
    const invoice = prorationInvoice(subscription, oldPrice, newPrice);
    subscription.latest_invoice = invoice.id;
    const charged = (invoice.amount_due as number) === 0 || state.card === "succeeds";
    if (charged || !pendingIfIncomplete) {
      item.price = { id: newPrice };
      subscription.pending_update = null;
    }
    if (charged) {
      markPaid(invoice);
      subscription.status = "active";
      tools.send(tools.event("customer.subscription.updated", structuredClone(subscription)));
      tools.send(tools.event("invoice.paid", structuredClone(invoice)));
    } else {
      if (pendingIfIncomplete)
        subscription.pending_update = {
          expires_at: Math.min(periodEnd(subscription), now() + 23 * 3600),
          subscription_items: [{ id: item.id, object: "subscription_item", price: { id: newPrice } }],
        };
      // Stripe's default (allow_incomplete): the new price stays and the subscription falls past_due.
      else subscription.status = "past_due";
      tools.send(tools.event("customer.subscription.updated", structuredClone(subscription)));
      const failure =
        state.card === "requires_action" ? "invoice.payment_action_required" : "invoice.payment_failed";
      tools.send(tools.event(failure, structuredClone(invoice)));
    }
    const expand = Object.values((body.expand as Obj | undefined) ?? {});
    const answer = structuredClone(subscription);
    if (expand.includes("latest_invoice")) answer.latest_invoice = structuredClone(invoice);
    return { status: 200, body: answer };
  }

  /** The customer pays (or confirms with 3-D Secure) an open invoice on its hosted page. */
  function payInvoice(invoiceId: string, subscription: Obj | undefined) {
    const invoice = invoices.get(invoiceId);
    if (invoice?.status !== "open") return false;
    markPaid(invoice);
    const pending = subscription?.pending_update as { subscription_items: Obj[] } | null | undefined;
    if (subscription && pending) {
      const change = pending.subscription_items[0]!;
      const item = items(subscription).find((entry) => entry.id === change.id)!;
      item.price = change.price;
      subscription.pending_update = null;
      tools.send(tools.event("customer.subscription.updated", structuredClone(subscription)));
    }
    tools.send(tools.event("invoice.paid", structuredClone(invoice)));
    return true;
  }

  /** The pending update's expires_at passed unpaid: Stripe voids the invoice and drops the change. */
  function expirePendingUpdate(subscription: Obj) {
    const invoice = invoices.get(subscription.latest_invoice as string);
    subscription.pending_update = null;
    if (invoice) {
      invoice.status = "void";
      tools.send(tools.event("invoice.voided", structuredClone(invoice)));
    }
    tools.send(tools.event("customer.subscription.pending_update_expired", structuredClone(subscription)));
  }

  /** DELETE /v1/subscriptions/:id: cancelled now, no further invoices. */
  function cancelNow(subscription: Obj) {
    if (subscription.status !== "canceled") {
      Object.assign(subscription, {
        status: "canceled",
        ended_at: now(),
        canceled_at: now(),
        pending_update: null,
      });
      tools.send(tools.event("customer.subscription.deleted", structuredClone(subscription)));
    }
    return { status: 200, body: subscription };
  }

  return { invoices, state, changePrice, payInvoice, expirePendingUpdate, cancelNow };
}
