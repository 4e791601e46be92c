import type { PlanQuotas } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { marketingKeys } from "@/features/marketing/api/query-keys";
import { api } from "@/lib/api-client";

type Localized = { tr: string; en: string };

export interface Plan {
  id: string;
  title: Localized;
  description: Localized;
  price: number;
  yearlyPrice: number;
  siteLimit: number;
  trialPeriodDays: number;
  discount: number | null;
  features: { tr: string[]; en: string[] };
  featureAccess: boolean;
  popular: boolean;
  quotas: PlanQuotas;
}

export interface PlansResponse {
  plans: Plan[];
  currency: { base: "USD"; tryPerUsd: number };
}

export function usePlans() {
  return useQuery({
    queryKey: marketingKeys.plans(),
    queryFn: ({ signal }) => api.get<PlansResponse>("/api/plans", signal),
  });
}
