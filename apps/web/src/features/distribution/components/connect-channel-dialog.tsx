import { zodResolver } from "@hookform/resolvers/zod";
import {
  CHANNEL_FIELDS,
  type ConnectableKind,
  type CreateConnectionRequest,
  createConnectionRequestSchema,
} from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { DialogActions, DialogFrame } from "@/components/ui/dialog-frame";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { Field } from "@/features/auth/components/field";
import { FormError } from "@/features/auth/components/form-error";
import { firstErrorMessage } from "@/features/auth/forms/first-error-message";
import { connectionsQuery, distributionApi } from "../api/distribution-api";
import { channelName } from "./channel-names";

/** Keys and secrets are typed, never shown back: the browser gets only the connection's public fields. */
const SECRET_FIELDS = new Set(["apiKey", "apiSecret"]);

/**
 * Spec §2 integration dialog: only the fields the channel needs. Saving makes a test call to the
 * vendor on the server; the vendor's refusal is shown here as it said it.
 */
export function ConnectChannelDialog({ kind }: { kind: ConnectableKind }) {
  const { t } = useTranslation("distribution");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = channelName(kind, t);
  const { required, optional } = CHANNEL_FIELDS[kind];
  const form = useForm<CreateConnectionRequest>({
    resolver: zodResolver(createConnectionRequestSchema, {
      error: (issue) => {
        const badUrl = issue.code === "invalid_format" && issue.format === "url";
        const reason = badUrl
          ? "url_scheme"
          : issue.code === "custom"
            ? (issue.params?.reason as string | undefined)
            : undefined;
        if (reason === "url_scheme" || reason === "secret_length") return t(`dialog.reasons.${reason}`);
        return t("dialog.checkFields");
      },
    }),
    defaultValues: { kind, label: name },
    reValidateMode: "onSubmit",
  });
  const connect = useMutation({
    mutationFn: (request: CreateConnectionRequest) =>
      distributionApi.connect(
        Object.fromEntries(
          Object.entries(request).filter(([, value]) => value !== ""),
        ) as CreateConnectionRequest,
      ),
    onSuccess: (saved) => {
      setOpen(false);
      form.reset({ kind, label: name });
      toast.success(t("dialog.connected", { name: saved.label }));
      void queryClient.invalidateQueries({ queryKey: connectionsQuery().queryKey });
    },
  });
  const { errors } = form.formState;
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {name}
        </Button>
      }
      title={t("dialog.title", { name })}
      description={t(`hints.${kind}`)}
    >
      <form className="grid gap-4" onSubmit={form.handleSubmit((request) => connect.mutate(request))}>
        <Field label={t("fields.label")}>
          {(props) => (
            <Input {...props} {...form.register("label")} aria-invalid={errors.label ? true : undefined} />
          )}
        </Field>
        {/* Each channel's own fields (CHANNEL_FIELDS) have a label key; i18next's types cannot see that. */}
        {[...required, ...optional].map((field) => (
          <Field
            key={field}
            label={`${t(`fields.${kind}.${field}` as "fields.wordpress.url")}${optional.includes(field) ? ` ${t("fields.optional")}` : ""}`}
          >
            {(props) => (
              <Input
                {...props}
                {...form.register(field, { setValueAs: (value: string) => value.trim() || undefined })}
                type={SECRET_FIELDS.has(field) ? "password" : field === "url" ? "url" : "text"}
                autoComplete={SECRET_FIELDS.has(field) ? "new-password" : "off"}
                aria-invalid={errors[field] ? true : undefined}
              />
            )}
          </Field>
        ))}
        <FormError message={firstErrorMessage(errors) ?? connect.error?.message ?? null} />
        <DialogActions>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("dialog.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending ? t("dialog.checking") : t("dialog.save")}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
