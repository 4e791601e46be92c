import { ArrowLeft, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";

export function NotFoundRoute() {
  const { t } = useTranslation("errors");
  const language = useLanguage();
  const navigate = useNavigate();

  return (
    <section className="flex flex-1 items-center justify-center px-6 py-24">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <p className="font-mono font-semibold text-primary text-sm">{t("notFound.code")}</p>
        <h1 className="font-semibold text-3xl tracking-tight">{t("notFound.title")}</h1>
        <p className="text-muted-foreground">{t("notFound.body")}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.public.home(language)}>
              <Home aria-hidden="true" />
              {t("notFound.home")}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            {t("notFound.back")}
          </Button>
        </div>
      </div>
    </section>
  );
}

export { NotFoundRoute as Component };
