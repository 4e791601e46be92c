import { zodResolver } from "@hookform/resolvers/zod";
import {
  API_TOKEN_EXPIRY_DAYS,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  createApiTokenRequestSchema,
} from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/features/auth/components/field";
import { FormError } from "@/features/auth/components/form-error";
import { firstErrorMessage } from "@/features/auth/forms/first-error-message";
import { NativeSelect } from "@/features/page-tools/components/native-select";
import { apiTokensApi, apiTokensQuery } from "../api/api-tokens-api";

const defaults: CreateApiTokenRequest = { name: "", scope: "read", expiresInDays: 90 };

/** Name, scope and lifetime of a new token; the created secret goes up to be shown once. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const form = useForm<CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequestSchema, { error: () => t("api.nameRequired") }),
    defaultValues: defaults,
    reValidateMode: "onSubmit",
  });
  const create = useMutation({
    mutationFn: apiTokensApi.create,
    onSuccess: (created) => {
      form.reset(defaults);
      onCreated(created);
      void queryClient.invalidateQueries({ queryKey: apiTokensQuery().queryKey });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      noValidate
      onSubmit={form.handleSubmit((request) => create.mutate(request))}
    >
      <Field label={t("api.name")}>
        {(props) => (
          <Input
            {...props}
            {...form.register("name")}
            placeholder={t("api.namePlaceholder")}
            maxLength={80}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
          />
        )}
      </Field>
      <Field label={t("api.scope")}>
        {(props) => (
          <NativeSelect {...props} {...form.register("scope")}>
            <option value="read">{t("api.scopeRead")}</option>
            <option value="read-write">{t("api.scopeReadWrite")}</option>
          </NativeSelect>
        )}
      </Field>
      <Field label={t("api.expiry")}>
        {(props) => (
          <NativeSelect
            {...props}
            {...form.register("expiresInDays", {
              setValueAs: (value: string | number | null) =>
                value === "never" || value === null ? null : Number(value),
            })}
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {t("api.days", { count: days })}
              </option>
            ))}
            <option value="never">{t("api.never")}</option>
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-2 sm:col-span-3">
        <FormError message={firstErrorMessage(errors) ?? create.error?.message ?? null} />
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {t("api.create")}
        </Button>
      </div>
    </form>
  );
}
