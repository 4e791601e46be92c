import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import { useLanguage } from "@/lib/use-language";
import { cn } from "@/lib/utils";

export function PublicNav() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const links = [
    { to: paths.public.features(language), label: t("footer.features") },
    { to: paths.public.pricing(language), label: t("footer.pricing") },
    { to: paths.public.blog(language), label: t("footer.blog") },
  ];

  return (
    <nav aria-label={t("mainNavigation")}>
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isActive && "text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
