import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { SOCIAL_LINKS } from "@/config/social-links";
import { upperCase } from "@/lib/language";
import { useLanguage } from "@/lib/use-language";
import { Logo } from "./logo";

const IP_DATA_SOURCE = "https://github.com/sapics/ip-location-db";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-3">
      <h2 className="font-semibold text-muted-foreground text-xs tracking-wider">{title}</h2>
      <ul className="grid gap-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = "rounded-sm text-foreground/80 hover:text-foreground hover:underline underline-offset-4";

export function Footer() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const heading = (key: "product" | "company" | "legal" | "social") =>
    upperCase(t(`footer.${key}`), language);

  const columns = [
    {
      key: "product" as const,
      links: [
        { to: paths.public.features(language), label: t("footer.features") },
        { to: paths.public.pricing(language), label: t("footer.pricing") },
        { to: paths.public.blog(language), label: t("footer.blog") },
      ],
    },
    {
      key: "company" as const,
      links: [
        { to: paths.public.about(language), label: t("footer.about") },
        { to: paths.public.contact(language), label: t("footer.contact") },
      ],
    },
    {
      key: "legal" as const,
      links: [
        { to: paths.public.terms(language), label: t("footer.terms") },
        { to: paths.public.privacy(language), label: t("footer.privacy") },
        { to: paths.public.kvkk(language), label: t("footer.kvkk") },
      ],
    },
  ];

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <Logo to={paths.public.home(language)} label={t("homeLink")} />
          <p className="max-w-xs text-muted-foreground text-sm">{t("footer.tagline")}</p>
        </div>
        {columns.map((column) => (
          <FooterColumn key={column.key} title={heading(column.key)}>
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
        ))}
        <FooterColumn title={heading("social")}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.name}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-muted-foreground text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <a href={IP_DATA_SOURCE} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {t("footer.ipCredit")}
          </a>
        </div>
      </div>
    </footer>
  );
}
