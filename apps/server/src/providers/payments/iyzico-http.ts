import { readCappedJson } from "../read-capped-response";
import { iyzicoAuthorization } from "./iyzico-signing";
import { PaymentProviderError } from "./types";

export type IyzicoConfig = { apiKey: string; secretKey: string; baseUrl: string };
type IyzicoFailure = { status: "failure"; errorCode?: string | number; errorMessage?: string };

/**
 * One call to iyzico's API, IYZWSv2-signed over the exact JSON sent (an empty body for GET). Both
 * the classic and the v2 (subscription) endpoints answer `status: "failure"` with a code, whatever
 * the HTTP status, so that field decides.
 */
export async function iyzicoRequest<T>(
  config: IyzicoConfig,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
): Promise<T> {
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const { authorization, random } = iyzicoAuthorization({ ...config, path, body });
  let response: Response;
  try {
    response = await fetch(new URL(path, config.baseUrl), {
      method,
      headers: {
        authorization,
        "x-iyzi-rnd": random,
        accept: "application/json",
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
      },
      body: method === "POST" ? body : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (cause) {
    throw new PaymentProviderError("iyzico", `network: ${(cause as Error).message}`);
  }
  const result = (await readCappedJson(response, "iyzico").catch((error: Error) => {
    throw new PaymentProviderError("iyzico", error.message);
  })) as (T & { status: "success" }) | IyzicoFailure | null;
  if (result?.status !== "success") {
    const failure = result as IyzicoFailure | null;
    throw new PaymentProviderError(
      "iyzico",
      `${response.status} ${failure?.errorMessage ?? "no body"}`,
      failure?.errorCode === undefined ? undefined : String(failure.errorCode),
    );
  }
  return result as T;
}
