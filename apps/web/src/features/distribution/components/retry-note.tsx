import type { ChannelRetry } from "@sitelens/shared";
import { useTranslation } from "react-i18next";

/**
 * "Retrying (attempt 2 of 5): the site answered with a server error: «vendor's words». Next try
 * around 10:32." — what a channel waiting for its retry says instead of a bare "Scheduled".
 */
export function RetryNote({ retry }: { retry: ChannelRetry }) {
  const { t, i18n } = useTranslation("distribution");
  const time = new Intl.DateTimeFormat(i18n.language === "tr" ? "tr-TR" : "en-GB", { timeStyle: "short" });
  const reason = retry.errorKind ? t(`errorKinds.${retry.errorKind}`) : null;
  return (
    <p
      role="status"
      className="wrap-anywhere text-amber-800 text-xs dark:text-amber-300"
      data-testid="retry-note"
    >
      {t("retry.label", { attempt: retry.attempt, of: retry.of })}
      {": "}
      {[reason, retry.message ? `“${retry.message}”` : null].filter(Boolean).join(": ")}
      {retry.nextAt ? ` ${t("retry.next", { time: time.format(new Date(retry.nextAt)) })}` : ""}
    </p>
  );
}
