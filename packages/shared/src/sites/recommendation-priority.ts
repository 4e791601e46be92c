import type { z } from "zod";
import type { speedRunSchema } from "../scan-result";

type Opportunity = z.infer<typeof speedRunSchema>["opportunities"][number];

/** Priority of a performance recommendation by its estimated saving; spec §4 converts only high and medium to tasks. */
export function recommendationPriority(opportunity: Pick<Opportunity, "savingsMs" | "savingsBytes">) {
  const ms = opportunity.savingsMs ?? 0;
  const kib = (opportunity.savingsBytes ?? 0) / 1024;
  if (ms >= 1000 || kib >= 500) return "high" as const;
  if (ms >= 300 || kib >= 100) return "medium" as const;
  return "low" as const;
}
