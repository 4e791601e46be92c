import { zodResolver } from "@hookform/resolvers/zod";
import { profileUpdateSchema } from "@sitelens/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { Field } from "@/features/auth/components/field";
import { FormError } from "@/features/auth/components/form-error";
import { firstErrorMessage } from "@/features/auth/forms/first-error-message";
import { accountApi, type Profile, profileQuery } from "../api/account-api";

const textFields = ["name", "phone", "company", "address"] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { email: _email, ...saved } = profile;
  const form = useForm({
    // The server answers a bad field with this same message; here the field is also highlighted.
    resolver: zodResolver(profileUpdateSchema, { error: () => t("info.checkFields") }),
    defaultValues: saved,
    reValidateMode: "onSubmit",
  });
  const save = useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery().queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ["session"] });
      toast.success(t("info.saved"));
    },
  });
  const { errors } = form.formState;

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit((update) => save.mutate(update))}>
      <Field label={t("info.email")} hint={t("info.emailHint")}>
        {(props) => <Input {...props} value={profile.email} readOnly disabled />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((key) => (
          <Field key={key} label={t(`info.${key}`)}>
            {(props) => (
              <Input {...props} {...form.register(key)} aria-invalid={errors[key] ? true : undefined} />
            )}
          </Field>
        ))}
      </div>
      <Field label={t("info.about")}>
        {(props) => (
          <textarea
            {...props}
            {...form.register("about")}
            aria-invalid={errors.about ? true : undefined}
            rows={4}
            className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/20"
          />
        )}
      </Field>
      <FormError message={firstErrorMessage(errors) ?? save.error?.message ?? null} />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {t("info.save")}
      </Button>
    </form>
  );
}
