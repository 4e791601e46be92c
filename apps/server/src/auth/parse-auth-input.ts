import { PASSWORD_RULE_MESSAGES, type PasswordRule } from "@sitelens/shared";
import type { z } from "zod";
import { AppError } from "../errors/app-error";

const PASSWORD_FIELDS = new Set(["password", "newPassword"]);

/**
 * Validates an auth form with the shared contract and answers with the spec's messages
 * (§8: fill in all fields, invalid e-mail, the failed password rule, the 4-digit code, bot check).
 */
export function parseAuthInput<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const raw = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const value = raw[field];
    if (field === "botToken") throw new AppError("bot_check_failed");
    if (field === "code") throw new AppError("code_required");
    if (typeof value !== "string" || value.trim() === "") throw new AppError("fields_missing");
    if (issue.code === "too_big") throw new AppError("field_too_long", undefined, { field });
    if (field === "email") throw new AppError("invalid_email");
    const rule = (issue as { params?: { rule?: PasswordRule } }).params?.rule;
    if (PASSWORD_FIELDS.has(field) && rule) throw new AppError("weak_password", PASSWORD_RULE_MESSAGES[rule]);
  }
  throw new AppError("fields_missing");
}
