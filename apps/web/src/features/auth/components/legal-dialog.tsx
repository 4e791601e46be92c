import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** Terms or privacy text in a pop-up from the registration checkbox label (spec §2 /register). */
export function LegalDialog({ kind, children }: { kind: "terms" | "privacy"; children?: React.ReactNode }) {
  const { t } = useTranslation("auth");
  const paragraphs = t(kind === "terms" ? "register.termsBody" : "register.privacyBody", {
    returnObjects: true,
  }) as string[];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="font-medium text-primary underline underline-offset-4">
          {children}
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(kind === "terms" ? "register.termsTitle" : "register.privacyTitle")}</DialogTitle>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <DialogClose asChild>
          <Button variant="outline" className="justify-self-end">
            {t("register.close")}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
