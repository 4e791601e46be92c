import { useQuery } from "@tanstack/react-query";
import { paymentStatusQuery, planLimitsQuery } from "@/features/sites/api/sites-api";

export type ToolAccess = "open" | "locked" | "payment" | "unknown";

/**
 * can_access_features (spec §6), then spec §4: a paid plan with unpaid invoices is held at 'payment'
 * (the server answers 402 payment_required) until they are paid; a trial never is. Unknown while
 * loading, so nothing flashes open and then locks.
 */
export function useToolAccess(): ToolAccess {
  const limits = useQuery(planLimitsQuery());
  const paid = Boolean(limits.data?.canAccessFeatures && !limits.data.isTrial);
  const payment = useQuery({ ...paymentStatusQuery(), enabled: paid });
  if (!limits.data) return limits.isError ? "open" : "unknown";
  if (!limits.data.canAccessFeatures) return "locked";
  if (!paid) return "open";
  if (payment.isPending) return "unknown";
  // Unreadable status: the tool opens and the server still refuses with its own message.
  return (payment.data?.unpaidInvoices.length ?? 0) > 0 ? "payment" : "open";
}
