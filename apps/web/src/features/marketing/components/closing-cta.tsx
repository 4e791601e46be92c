import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth";
import { useLanguage } from "@/lib/use-language";
import { marketingText } from "../content";
import { useText } from "../use-text";

/** Spec §2: the closing call to action is for visitors only. */
export function ClosingCta() {
  const text = useText(marketingText);
  const language = useLanguage();
  if (useSession().data) return null;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <div className="grid justify-items-center gap-4 rounded-2xl border bg-primary/5 px-6 py-12 text-center">
        <h2 className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">{text.ctaTitle}</h2>
        <p className="max-w-xl text-muted-foreground">{text.ctaBody}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.auth.register()}>
              {text.ctaPrimary}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.public.pricing(language)}>{text.ctaSecondary}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
