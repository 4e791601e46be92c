import type { Language } from "@/lib/language";
import { useLanguage } from "@/lib/use-language";

/**
 * Long page copy lives beside its page in typed `{ tr, en }` modules rather than in the
 * always-loaded i18next bundles: it then ships only with the page that shows it.
 */
export function useText<T>(content: Record<Language, T>): T {
  return content[useLanguage()];
}
