/** The parts of Stripe's event objects we read (docs.stripe.com/api/events/object). */
export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
};

export type StripeSubscription = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number;
  ended_at?: number | null;
  metadata?: Record<string, string>;
  items?: { data?: { price?: { id?: string }; current_period_end?: number }[] };
  /** A change that waits for its invoice to be paid (pending updates); null when none waits. */
  pending_update?: {
    expires_at: number;
    subscription_items?: { price?: { id?: string } | string }[] | null;
  } | null;
};

export type StripeInvoice = {
  id: string;
  number?: string | null;
  customer: string;
  subscription?: string | null;
  amount_paid?: number;
  amount_due?: number;
  currency: string;
  /** Why Stripe issued it: subscription_create, subscription_cycle, subscription_update… */
  billing_reason?: string | null;
  created: number;
  due_date?: number | null;
  hosted_invoice_url?: string | null;
  status_transitions?: { paid_at?: number | null };
  subscription_details?: { metadata?: Record<string, string> } | null;
  parent?: {
    subscription_details?: { subscription?: string; metadata?: Record<string, string> } | null;
  } | null;
  lines?: {
    data?: {
      amount?: number;
      period?: { end?: number };
      price?: { id?: string } | null;
      pricing?: { price_details?: { price?: string } } | null;
    }[];
  };
};

export const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;
