export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_RULES = ["minLength", "uppercase", "lowercase", "digit"] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const ruleTests: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
};

/** The spec's requirement messages (§8 Codes and passwords), shown by the checklist and the API alike. */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, { tr: string; en: string }> = {
  minLength: { tr: "Şifre en az 6 karakter olmalıdır", en: "Password must be at least 6 characters" },
  uppercase: { tr: "En az bir büyük harf içermelidir", en: "Must contain at least one uppercase letter" },
  lowercase: { tr: "En az bir küçük harf içermelidir", en: "Must contain at least one lowercase letter" },
  digit: { tr: "En az bir sayı içermelidir", en: "Must contain at least one number" },
};

export const PASSWORD_MISMATCH_MESSAGE = { tr: "Şifreler eşleşmiyor", en: "Passwords do not match" };

/** Rules the password breaks, in checklist order; empty when it is acceptable. */
export function failedPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !ruleTests[rule](password));
}

/** E-mail and password inputs never keep whitespace (spec §5), typed or pasted. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/gu, "");
}
