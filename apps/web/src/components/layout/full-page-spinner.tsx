import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center">
      <Spinner label={t("loading")} />
    </div>
  );
}
