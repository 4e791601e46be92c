import { Mail, Phone } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAppConfig } from "@/lib/app-config";
import { CopyButton } from "./copy-button";

function ContactRow({
  icon: Icon,
  label,
  value,
  href,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
  href: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border p-3">
      <Icon className="size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1">
        <span className="text-muted-foreground text-xs">{label}</span>
        <a href={href} className="truncate font-medium text-sm hover:underline">
          {value}
        </a>
      </div>
      <CopyButton value={value} />
    </li>
  );
}

export function ContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("layout");
  const contact = useAppConfig().data?.contact;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("contact.title")}</DialogTitle>
          <DialogDescription>{t("contact.description")}</DialogDescription>
        </DialogHeader>
        {contact && (
          <ul className="grid gap-2">
            <ContactRow
              icon={Mail}
              label={t("contact.email")}
              value={contact.email}
              href={`mailto:${contact.email}`}
            />
            {contact.phones.map((phone) => (
              <ContactRow
                key={phone}
                icon={Phone}
                label={t("contact.phone")}
                value={phone}
                href={`tel:${phone.replace(/[^+\d]/g, "")}`}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
