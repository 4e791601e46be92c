import { SOCIAL_LIMITS } from "@sitelens/shared";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/** The social post with each network's length limit, and the e-mail text; an AI button beside each. */
export function VariantTextFields({
  socialText,
  emailText,
  onChange,
  socialAction,
  emailAction,
}: {
  socialText: string;
  emailText: string;
  onChange: (patch: { socialText?: string; emailText?: string }) => void;
  socialAction: ReactNode;
  emailAction: ReactNode;
}) {
  const { t, i18n } = useTranslation("content-planning");
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const length = [...socialText].length;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="font-medium text-sm" htmlFor={`${id}-social`}>
            {t("social.title")}
          </label>
          {socialAction}
        </div>
        <Textarea
          id={`${id}-social`}
          value={socialText}
          maxLength={5000}
          onChange={(event) => onChange({ socialText: event.target.value })}
        />
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" data-testid="social-limits">
          {SOCIAL_LIMITS.map(({ network, limit }) => (
            <li
              key={network}
              data-over={length > limit}
              className={cn(length > limit ? "text-destructive" : "text-muted-foreground")}
            >
              {t("social.limit", {
                network: t(`social.networks.${network}`),
                length: number.format(length),
                limit: number.format(limit),
              })}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="font-medium text-sm" htmlFor={`${id}-email`}>
            {t("email.title")}
          </label>
          {emailAction}
        </div>
        <Textarea
          id={`${id}-email`}
          className="min-h-32"
          value={emailText}
          maxLength={50_000}
          onChange={(event) => onChange({ emailText: event.target.value })}
        />
      </div>
    </div>
  );
}
