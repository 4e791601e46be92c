import { RotateCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Spec §2: the one generic error screen, shown by every error boundary. */
export function ErrorScreen() {
  const { t } = useTranslation("errors");
  return (
    <div role="alert" className="flex min-h-dvh flex-1 items-center justify-center bg-background px-6 py-16">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">{t("crash.title")}</h1>
        <p className="text-muted-foreground">{t("crash.body")}</p>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t("crash.reload")}
        </Button>
      </div>
    </div>
  );
}
