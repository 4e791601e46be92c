import { PASSWORD_RULE_MESSAGES, type PasswordRule } from "@sitelens/shared/password";
import type { z } from "zod";
import type { Language } from "@/lib/language";

export type Wording = { language: Language; fallback: string; mismatch?: string; terms?: string };
type Params = { rule?: PasswordRule; problem?: "mismatch" | "terms" } | undefined;

/** Words the issues of form-schemas.ts like the server does (spec §8): the broken password rule, else `fallback`. */
export function formErrorMap({ language, fallback, mismatch, terms }: Wording): z.core.$ZodErrorMap {
  return (issue) => {
    const params = (issue.code === "custom" ? issue.params : undefined) as Params;
    if (params?.rule) return PASSWORD_RULE_MESSAGES[params.rule][language];
    if (params?.problem === "mismatch") return mismatch;
    if (params?.problem === "terms") return terms;
    return fallback;
  };
}
