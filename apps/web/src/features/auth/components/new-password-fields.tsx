import { type Control, type FieldPath, type FieldValues, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "./credential-field";
import { PasswordChecklist } from "./password-checklist";

/** A new password with the live rule checklist under it, then its `confirmation`. */
export function NewPasswordFields<Values extends FieldValues & { confirmation: string }>({
  control,
  name,
  label,
  confirmationLabel,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  confirmationLabel?: string;
}) {
  const { t } = useTranslation("auth");
  const password: unknown = useWatch({ control, name });
  const confirmation = "confirmation" as FieldPath<Values>;
  return (
    <>
      <PasswordField control={control} name={name} label={label} />
      <PasswordChecklist password={typeof password === "string" ? password : ""} />
      <PasswordField
        control={control}
        name={confirmation}
        label={confirmationLabel ?? t("passwordConfirmation")}
      />
    </>
  );
}
