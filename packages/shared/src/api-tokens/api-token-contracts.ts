import { z } from "zod";

/** What a personal access token may do: "read" answers GET requests only. */
export const apiTokenScopeSchema = z.enum(["read", "read-write"]);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Lifetimes offered in Settings → API; null never expires. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const createApiTokenRequestSchema = z.object({
  name: z.string().trim().min(1).max(80),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .number()
    .int()
    .refine((days) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days))
    .nullable(),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The token's first characters, to recognise it; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The create response: the only time the secret itself leaves the server. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
