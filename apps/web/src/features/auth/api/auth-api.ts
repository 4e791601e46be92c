import { api } from "@/lib/api-client";

export type CodeType = "signup" | "password_reset";
export type CodeSent = { email: string; resendAfterSeconds: number };

export type RegisterInput = {
  name: string;
  phone: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  botToken: string;
  language: "tr" | "en";
};

export const authApi = {
  register: (input: RegisterInput) => api.post<CodeSent>("/api/auth/register", input),
  sendCode: (input: { email: string; type: CodeType; botToken: string }) =>
    api.post<CodeSent>("/api/auth/send-code", input),
  verifySignup: (input: { email: string; code: string; botToken: string }) =>
    api.post<{ userId: string }>("/api/auth/verify-signup", input),
  login: (input: { email: string; password: string; botToken?: string }) =>
    api.post<{ userId: string }>("/api/auth/login", input),
  checkResetCode: (input: { email: string; code: string; botToken: string }) =>
    api.post<{ ok: true }>("/api/auth/check-reset-code", input),
  resetPassword: (input: { email: string; code: string; password: string; botToken: string }) =>
    api.post<{ ok: true }>("/api/auth/reset-password", input),
};
