import type { GoogleService } from "@sitelens/shared";
import { GoogleApiError } from "../providers/google/google-errors";
import type { ServerContext } from "../server-context";
import { getGoogleAccessToken } from "./get-google-access-token";
import { GoogleUnavailable } from "./google-unavailable";
import { markGoogleExpired } from "./mark-google-expired";

/**
 * Runs Google API calls with the user's token and turns Google's refusals into one problem:
 * a rejected token or a missing scope expires the connection; 429 is quota; another 403 means the
 * account cannot read that property.
 */
export async function callGoogle<T>(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  service: GoogleService,
  run: (accessToken: string) => Promise<T>,
): Promise<T> {
  const accessToken = await getGoogleAccessToken(context, userId, service);
  try {
    return await run(accessToken);
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    if (error.problem === "auth" || error.problem === "scope") {
      await markGoogleExpired(context, userId, error.message);
      throw new GoogleUnavailable("expired");
    }
    if (error.problem === "quota") throw new GoogleUnavailable("quota");
    if (error.problem === "permission") throw new GoogleUnavailable("permission");
    throw error;
  }
}
