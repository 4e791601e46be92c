import { validateStructuredData } from "@sitelens/engine";
import type { SchemaValidation } from "@sitelens/shared";
import type { Language } from "../http/language";

/** The engine's validation of one JSON-LD block, its messages in the user's language. */
export function localizeValidation(jsonLd: string, language: Language): SchemaValidation {
  const result = validateStructuredData(jsonLd);
  return {
    ...result,
    issues: result.issues.map((issue) => ({ ...issue, message: issue.message[language] })),
  };
}
