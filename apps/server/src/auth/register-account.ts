import type { registerRequestSchema } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { callAuth } from "./map-auth-error";
import { sendCode } from "./send-code";

type Registration = z.output<typeof registerRequestSchema>;

/**
 * Creates the account unconfirmed and e-mails the signup code; it can sign in only after the
 * code is verified. An unconfirmed account of the same address is replaced: nobody has proved
 * owning it, so nothing is lost.
 */
export async function registerAccount(
  context: Pick<ServerContext, "env" | "database" | "logger" | "auth">,
  input: Registration,
  language: Language,
): Promise<void> {
  const { db } = context.database;
  const [existing] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing?.verified) throw new AppError("email_taken");
  if (existing) await db.delete(users).where(and(eq(users.id, existing.id), eq(users.emailVerified, false)));

  await callAuth("registration_failed", () =>
    context.auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        language: input.language ?? language,
      },
    }),
  );
  await sendCode(context, input.email, "signup", language);
}
