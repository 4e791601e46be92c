import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Spec §9: the copied marker stays 2 s; §8: 'Copy failed' when the clipboard refuses. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("page-tools");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(t("copy.failed"));
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <Check aria-hidden="true" className="text-primary" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t("copy.copied") : label}</span>
    </Button>
  );
}
