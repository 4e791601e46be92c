import type { CodeType } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { sendCode } from "./send-code";

/** A code asked for by the user (resend, or step 1 of the reset): only for an account it can serve. */
export async function requestCode(
  context: Pick<ServerContext, "env" | "database" | "logger" | "auth">,
  email: string,
  type: CodeType,
  language: Language,
): Promise<void> {
  const [user] = await context.database.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new AppError("user_not_found");
  if (type === "signup" && user.verified) throw new AppError("email_taken");
  await sendCode(context, email, type, language);
}
