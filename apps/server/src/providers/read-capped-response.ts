import { ProviderError } from "./provider-error";

/** Enough for any JSON API we call; a vendor documenting larger answers passes its own cap. */
export const RESPONSE_CAP_BYTES = 1024 * 1024;

/**
 * Reads an outgoing call's answer (fetch or undici) up to `maxBytes` and aborts past it (decision 166):
 * a user-typed webhook URL or a broken vendor answering 400 MB would otherwise be buffered whole.
 * Refused by Content-Length at once, and while streaming for answers without one.
 */
export async function readCappedBytes(
  response: Response,
  provider: string,
  maxBytes = RESPONSE_CAP_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new ProviderError(provider, "bad_response", `answer larger than ${maxBytes} bytes`, response.status);
  if (Number(response.headers.get("content-length")) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export async function readCappedText(response: Response, provider: string, maxBytes = RESPONSE_CAP_BYTES) {
  return new TextDecoder().decode(await readCappedBytes(response, provider, maxBytes));
}

/** The answer parsed as JSON, or null when it is empty or not JSON (callers judge the status). */
export async function readCappedJson(response: Response, provider: string, maxBytes = RESPONSE_CAP_BYTES) {
  const text = await readCappedText(response, provider, maxBytes);
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
