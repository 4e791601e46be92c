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
};

export type StripeInvoice = {
  id: string;
  number?: string | null;
  customer: string;
  subscription?: string | null;
  amount_paid?: number;
  amount_due?: number;
  currency: string;
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
      period?: { end?: number };
      price?: { id?: string } | null;
      pricing?: { price_details?: { price?: string } } | null;
    }[];
  };
};

export const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;
