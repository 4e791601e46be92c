import { RotateCcw, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useAppConfig } from "@/lib/app-config";
import { AltchaWidget } from "./altcha-widget";
import { TurnstileWidget } from "./turnstile-widget";

export type BotCheckProps = {
  /** The token once the check passes, null while it is unsolved or after it was used. */
  onToken: (token: string | null) => void;
  /** Solve as soon as it loads (steps after the first); otherwise the visitor ticks the box. */
  auto?: boolean;
  /** Changing it asks for a fresh token: every token is accepted once by the server. */
  resetSignal: number;
};

/** ALTCHA by default, Cloudflare Turnstile when the server is configured for it (GET /api/config). */
export function BotCheck(props: BotCheckProps) {
  const { t } = useTranslation("auth");
  const config = useAppConfig();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  if (!config.data) return <p className="text-muted-foreground text-sm">{t("botCheck.loading")}</p>;
  const widgetProps = {
    ...props,
    resetSignal: props.resetSignal + attempt,
    onFailure: () => setFailed(true),
  };
  return (
    <div className="grid gap-2">
      {config.data.botCheck.provider === "turnstile" && config.data.botCheck.siteKey ? (
        <TurnstileWidget {...widgetProps} siteKey={config.data.botCheck.siteKey} />
      ) : (
        <AltchaWidget {...widgetProps} />
      )}
      {failed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
          <ShieldAlert aria-hidden="true" className="size-4" />
          <span>{t("botCheck.failed")}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("botCheck.retry")}
          </Button>
        </div>
      )}
    </div>
  );
}
