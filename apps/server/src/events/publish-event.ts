import type { Database } from "../db/database";
import { EVENT_CHANNEL, type LiveEvent } from "./event-types";

// PostgreSQL caps NOTIFY payloads at 8000 bytes; a larger event travels without its data and the
// browser refetches instead.
const MAX_PAYLOAD = 7500;

/** Sends an event to every API process (and so to every browser tab of that user) via NOTIFY. */
export async function publishEvent(database: Database, event: LiveEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ ...event, data: {} });
  await database.notify(EVENT_CHANNEL, payload);
}
