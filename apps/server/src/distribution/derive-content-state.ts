import type { ContentState, DistributionChannelKind } from "@sitelens/shared";

interface ChannelRow {
  kind: DistributionChannelKind;
  status: "pending" | "sending" | "sent" | "failed" | "cancelled";
}

/** Channels that put the item on the site itself rather than sending it to an audience. */
const SITE_KINDS: ReadonlySet<DistributionChannelKind> = new Set(["wordpress", "manual"]);

/**
 * Spec §4 from the channels' outcomes, or null while any channel is still on its way (the item
 * keeps its state). A manual channel waiting for its URL does not hold the others' outcome back.
 */
export function deriveContentState(rows: ChannelRow[]): ContentState | null {
  const counted = rows.filter(
    (row) => row.status !== "cancelled" && !(row.kind === "manual" && row.status === "pending"),
  );
  if (counted.length === 0) return null;
  if (counted.some((row) => row.status === "pending" || row.status === "sending")) return null;
  const sent = counted.filter((row) => row.status === "sent");
  if (sent.length === 0) return "failed";
  if (sent.length < counted.length) return "partially_distributed";
  return sent.every((row) => SITE_KINDS.has(row.kind)) ? "published" : "distributed";
}
