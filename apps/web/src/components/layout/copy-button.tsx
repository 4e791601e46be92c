import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Spec §9: the copied marker stays for 2 s. */
const COPIED_MARKER_MS = 2_000;

export function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation(["layout", "common"]);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MARKER_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };

  return (
    <Button variant="ghost" size="icon" onClick={copy} aria-label={t("contact.copyValue", { value })}>
      {copied ? <Check aria-hidden="true" className="text-primary" /> : <Copy aria-hidden="true" />}
      <span className="sr-only" aria-live="polite">
        {copied ? t("common:copied") : ""}
      </span>
    </Button>
  );
}
