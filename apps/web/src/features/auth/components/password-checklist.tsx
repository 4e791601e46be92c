import { failedPasswordRules, PASSWORD_RULE_MESSAGES, PASSWORD_RULES } from "@sitelens/shared/password";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";

/** The live rule checklist under a new password (spec §2 /register). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const failed = new Set(failedPasswordRules(password));
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="text-muted-foreground text-xs">{t("register.rulesTitle")}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = !failed.has(rule);
          return (
            <li
              key={rule}
              data-met={met}
              className={cn(
                "flex items-center gap-1.5 text-xs",
                met ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground",
              )}
            >
              {met ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : (
                <X aria-hidden="true" className="size-3.5" />
              )}
              {PASSWORD_RULE_MESSAGES[rule][language]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
