import { z } from "zod";
import { failedPasswordRules, PASSWORD_RULE_MESSAGES, stripSpaces } from "./password";

export const CODE_LENGTH = 4;
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_RESEND_COOLDOWN_SECONDS = 50;
export const CODE_MAX_ATTEMPTS = 5;
/** A welcome notification is created only for accounts at most this old (spec §4 Notifications). */
export const WELCOME_WINDOW_SECONDS = 5 * 60;

export const CODE_TYPES = ["signup", "password_reset"] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export const emailSchema = z
  .string()
  .max(1000)
  .transform((value) => stripSpaces(value).toLowerCase())
  .pipe(z.email().max(254));

/** Long enough for any passphrase; argon2 still hashes it at a bounded cost. */
export const PASSWORD_MAX_LENGTH = 256;

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .transform(stripSpaces)
  .pipe(z.string().max(PASSWORD_MAX_LENGTH))
  .superRefine((password, ctx) => {
    for (const rule of failedPasswordRules(password))
      ctx.addIssue({ code: "custom", message: PASSWORD_RULE_MESSAGES[rule].en, params: { rule } });
  });

export const codeSchema = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));
export const botTokenSchema = z.string().min(1).max(10_000);

export const registerRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(1).max(40),
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: z.boolean(),
  botToken: botTokenSchema,
  language: z.enum(["tr", "en"]).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const verifyCodeRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  botToken: botTokenSchema,
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const sendCodeRequestSchema = z.object({
  email: emailSchema,
  type: z.enum(CODE_TYPES),
  botToken: botTokenSchema,
});
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .transform(stripSpaces)
    .pipe(z.string().min(1).max(PASSWORD_MAX_LENGTH)),
  /** Asked for only after repeated failures on the account (`bot_check_required`), never up front. */
  botToken: botTokenSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema,
  botToken: botTokenSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().max(40),
  company: z.string().trim().max(200),
  address: z.string().trim().max(500),
  about: z.string().trim().max(2000),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type Profile = z.output<typeof profileUpdateSchema> & { email: string };

export const PROFILE_VISIBILITIES = ["private", "public"] as const;
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  weeklyReports: z.boolean(),
  seoSuggestions: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  /** IANA name (checked with Intl on the server); left out or null, the stored zone stays. */
  timeZone: z.string().trim().min(1).max(64).nullish(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsSchema>;
/** As stored: the zone is null until the user's browser (or the user) sets one. */
export const storedNotificationSettingsSchema = notificationSettingsSchema.extend({
  timeZone: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof storedNotificationSettingsSchema>;
