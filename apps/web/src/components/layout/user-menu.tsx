import { CreditCard, Globe, LayoutDashboard, LogOut, Mail, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { type SessionUser, useSignOut } from "@/lib/auth";
import { upperCase } from "@/lib/language";
import { useLanguage } from "@/lib/use-language";
import { ContactDialog } from "./contact-dialog";

function initialsOf(name: string, language: "tr" | "en") {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("");
  return upperCase(letters || "?", language);
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const signOut = useSignOut();
  const [contactOpen, setContactOpen] = useState(false);

  const links = [
    { to: paths.app.sites(), label: t("userMenu.sites"), icon: Globe },
    { to: paths.app.dashboard(), label: t("userMenu.portfolio"), icon: LayoutDashboard },
    { to: paths.app.accountInfo(), label: t("userMenu.accountInfo"), icon: UserRound },
    { to: paths.app.billing(), label: t("userMenu.billing"), icon: CreditCard },
    { to: paths.app.settings(), label: t("userMenu.settings"), icon: Settings },
  ];

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label={t("userMenu.label")}>
            <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
              {initialsOf(user.name, language)}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="grid gap-0.5">
            <span className="truncate">{user.name}</span>
            <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            {links.map(({ to, label, icon: Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={() => setContactOpen(true)}>
              <Mail aria-hidden="true" />
              {t("userMenu.contact")}
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            {t("userMenu.logout")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </>
  );
}
