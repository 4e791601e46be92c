import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/features/auth/components/field";
import { FormError } from "@/features/auth/components/form-error";
import { accountApi, type Profile, type ProfileUpdate, profileQuery } from "../api/account-api";

const textFields = ["name", "phone", "company", "address"] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProfileUpdate>(() => {
    const { email: _email, ...rest } = profile;
    return rest;
  });
  const save = useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery().queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ["session"] });
      toast.success(t("info.saved"));
    },
  });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form);
      }}
    >
      <Field label={t("info.email")} hint={t("info.emailHint")}>
        {(props) => <Input {...props} value={profile.email} readOnly disabled />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((key) => (
          <Field key={key} label={t(`info.${key}`)}>
            {(props) => (
              <Input
                {...props}
                value={form[key]}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label={t("info.about")}>
        {(props) => (
          <textarea
            {...props}
            value={form.about}
            onChange={(event) => setForm({ ...form, about: event.target.value })}
            rows={4}
            className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/20"
          />
        )}
      </Field>
      <FormError message={save.error?.message ?? null} />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {t("info.save")}
      </Button>
    </form>
  );
}
