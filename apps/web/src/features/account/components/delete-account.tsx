import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="justify-self-start">
          {t("settings.delete")}
        </Button>
      }
      title={t("settings.confirmTitle")}
      description={t("settings.confirmBody")}
      cancelLabel={t("settings.cancel")}
      confirmLabel={t("settings.confirmDelete")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    >
      <FormError message={remove.error?.message ?? null} />
    </ConfirmDialog>
  );
}
