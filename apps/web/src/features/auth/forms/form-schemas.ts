import {
  changePasswordRequestSchema,
  codeSchema,
  loginRequestSchema,
  registerRequestSchema,
} from "@sitelens/shared/auth";
import { failedPasswordRules } from "@sitelens/shared/password";
import { z } from "zod";

/**
 * Browser variants of the shared contracts. Issues carry no wording: formErrorMap() words them in
 * the visitor's language. The e-mail is only required here; its format is judged by the server,
 * which answers in the visitor's language too.
 */
const filled = z.string().min(1);

/** The shared password rules; the first broken one is reported by name. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const [rule] = failedPasswordRules(password);
  if (rule) ctx.addIssue({ code: "custom", params: { rule } });
});

function confirmed<Schema extends z.ZodType<{ confirmation: string }>>(
  schema: Schema,
  passwordKey: keyof z.output<Schema>,
) {
  return schema.superRefine((form, ctx) => {
    if (form[passwordKey] !== form.confirmation)
      ctx.addIssue({ code: "custom", path: ["confirmation"], params: { problem: "mismatch" } });
  });
}

export const loginFormSchema = z.object({ email: filled, password: loginRequestSchema.shape.password });
export const emailFormSchema = z.object({ email: filled });
export const codeFormSchema = z.object({ code: codeSchema });

export const registerFormSchema = confirmed(
  registerRequestSchema.pick({ name: true, phone: true }).extend({
    email: filled,
    password: filled.pipe(newPasswordSchema),
    confirmation: z.string(),
    acceptTerms: z.boolean(),
  }),
  "password",
).superRefine((form, ctx) => {
  if (!form.acceptTerms)
    ctx.addIssue({ code: "custom", path: ["acceptTerms"], params: { problem: "terms" } });
});

export const resetPasswordFormSchema = confirmed(
  z.object({ password: newPasswordSchema, confirmation: z.string() }),
  "password",
);

export const changePasswordFormSchema = confirmed(
  changePasswordRequestSchema.pick({ currentPassword: true }).extend({
    newPassword: newPasswordSchema,
    confirmation: z.string(),
  }),
  "newPassword",
);
