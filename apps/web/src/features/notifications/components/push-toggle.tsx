import { BellOff, BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { disablePush, enablePush, type PushState, readPushState } from "../api/push-subscription";

/** Browser notifications are asked for only when the user presses this button. */
export function PushToggle() {
  const { t } = useTranslation("notifications");
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void readPushState().then(setState);
  }, []);
  if (state === null || state === "unsupported") return null;
  if (state === "denied") return <p className="px-3 text-muted-foreground text-xs">{t("push.denied")}</p>;
  const toggle = async () => {
    setBusy(true);
    try {
      const next = state === "enabled" ? await disablePush() : await enablePush();
      setState(next);
      if (next === "enabled") toast.success(t("push.enabled"));
    } catch {
      toast.error(t("push.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" className="justify-start" disabled={busy} onClick={toggle}>
      {state === "enabled" ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
      {state === "enabled" ? t("push.disable") : t("push.enable")}
    </Button>
  );
}
