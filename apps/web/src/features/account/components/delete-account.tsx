import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { FormError } from "@/features/auth/components/form-error";
import { sessionQueryOptions } from "@/lib/auth";
import { useLanguage } from "@/lib/use-language";
import { accountApi } from "../api/account-api";

export function DeleteAccount() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
      toast.success(t("settings.deleted"));
      navigate(paths.public.home(language), { replace: true });
    },
  });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          {t("settings.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.confirmTitle")}</DialogTitle>
          <DialogDescription>{t("settings.confirmBody")}</DialogDescription>
        </DialogHeader>
        <FormError message={remove.error?.message ?? null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("settings.cancel")}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t("settings.confirmDelete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
