import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "./field";
import { PasswordInput } from "./password-input";
import { SpacelessInput } from "./spaceless-input";

type SpacelessFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  autoComplete: string;
  type: "email" | "password";
};

/** An e-mail or password field of a react-hook-form form; spaces never stay, typed or pasted (spec §5). */
function SpacelessField<Values extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  type,
}: SpacelessFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const Input = type === "password" ? PasswordInput : SpacelessInput;
  return (
    <Field label={label}>
      {(props) => (
        <Input
          {...props}
          {...(type === "email" && { type })}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          aria-invalid={fieldState.invalid || undefined}
        />
      )}
    </Field>
  );
}

/** The form's `email` field. */
export function EmailField<Values extends FieldValues & { email: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation("auth");
  const name = "email" as FieldPath<Values>;
  return (
    <SpacelessField control={control} name={name} label={t("email")} type="email" autoComplete="email" />
  );
}

/** A password field with show/hide; `current` for a password the user already has. */
export function PasswordField<Values extends FieldValues>({
  current,
  ...props
}: Omit<SpacelessFieldProps<Values>, "type" | "autoComplete"> & { current?: boolean }) {
  const autoComplete = current ? "current-password" : "new-password";
  return <SpacelessField {...props} type="password" autoComplete={autoComplete} />;
}
