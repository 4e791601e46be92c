import type {
  BillingInterval,
  BillingOverview,
  CheckoutRequest,
  CheckoutResponse,
  Order,
  Payment,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type OrderParams =
  | { plan: string; interval: BillingInterval; currency: "USD" | "TRY" }
  | { invoice: string };

// Keys under "invoices": the invoice.updated live event (sent with every billing change) refreshes them.
export const billingConfigQuery = () =>
  queryOptions({
    queryKey: ["billing-config"],
    queryFn: ({ signal }) => api.get<{ providers: ("stripe" | "iyzico")[] }>("/api/billing/config", signal),
    staleTime: 5 * 60_000,
  });

export const billingOverviewQuery = () =>
  queryOptions({
    queryKey: ["invoices", "billing"],
    queryFn: ({ signal }) => api.get<BillingOverview>("/api/billing", signal),
  });

export const orderQuery = (params: OrderParams) =>
  queryOptions({
    queryKey: ["invoices", "order", params],
    queryFn: ({ signal }) =>
      api.get<Order>(`/api/billing/order?${new URLSearchParams(params).toString()}`, signal),
    retry: false,
  });

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: ["invoices", "payment", id],
    queryFn: ({ signal }) => api.get<Payment>(`/api/billing/payments/${encodeURIComponent(id)}`, signal),
    retry: false,
    // Live events settle it; a slow poll covers a dropped connection.
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 5000 : false),
  });

export const billingApi = {
  checkout: (request: CheckoutRequest) => api.post<CheckoutResponse>("/api/billing/checkout", request),
  cancelPayment: (id: string) => api.post<Payment>(`/api/billing/payments/${encodeURIComponent(id)}/cancel`),
  portal: () => api.post<{ url: string }>("/api/billing/portal"),
  cancel: () => api.post<{ url: string | null }>("/api/billing/cancel"),
  resume: () => api.post<{ ok: true }>("/api/billing/resume"),
  invoicePdfUrl: (id: string, language: string) =>
    `/api/invoices/${encodeURIComponent(id)}/pdf?lang=${language}`,
};
