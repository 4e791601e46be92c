import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { useLanguage } from "@/lib/use-language";
import { formErrorMap, type Wording } from "./form-error-map";

/**
 * A form validated by one of form-schemas.ts, its problems worded in the visitor's language.
 * Like the screens before it, a shown problem stays until the next submit.
 */
export function useWordedForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  wording: Omit<Wording, "language">,
  defaultValues: DefaultValues<Input>,
) {
  const language = useLanguage();
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: formErrorMap({ language, ...wording }) }),
    defaultValues,
    reValidateMode: "onSubmit",
  });
}
