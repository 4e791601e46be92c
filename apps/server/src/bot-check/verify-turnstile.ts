import { z } from "zod";
import { readCappedJson } from "../providers/read-capped-response";

const siteverifyAnswer = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).default([]) });

/** Cloudflare's siteverify: the token is single-use and valid 300 s; Cloudflare enforces both. */
export async function verifyTurnstile(options: {
  verifyUrl: string;
  secret: string;
  token: string;
  remoteIp: string | null;
}): Promise<{ success: boolean; errorCodes: string[] }> {
  const form = new URLSearchParams({ secret: options.secret, response: options.token });
  if (options.remoteIp) form.set("remoteip", options.remoteIp);
  const response = await fetch(options.verifyUrl, {
    method: "POST",
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { success: false, errorCodes: [`http_${response.status}`] };
  const answer = siteverifyAnswer.safeParse(await readCappedJson(response, "turnstile"));
  if (!answer.success) return { success: false, errorCodes: ["malformed_answer"] };
  return { success: answer.data.success, errorCodes: answer.data["error-codes"] };
}
