import type { Context } from "hono";
import { AppError } from "../errors/app-error";
import type { ApiContext } from "../server-context";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** This sign-in (for data tied to the device, e.g. its push subscription). */
  sessionId: string;
}

/** The signed-in user of this request, or an `unauthenticated` error. */
export async function requireUser(c: Context, context: Pick<ApiContext, "auth">): Promise<SessionUser> {
  const session = await context.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError("unauthenticated");
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    sessionId: session.session.id,
  };
}
