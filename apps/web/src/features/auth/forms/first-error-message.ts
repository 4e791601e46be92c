import i18next from "i18next";
import type { ErrorOption, FieldErrors } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/** The forms show one problem at a time: the first field's in form order, or the server's (root). */
export function firstErrorMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors))
    if (typeof error?.message === "string" && error.message) return error.message;
  return null;
}

/**
 * Runs a form's request; a failure becomes the form's problem in the API's wording, which is
 * already in the visitor's language. Resolves either way, so the form's submitting state ends.
 */
export async function reportFailure(
  form: { setError: (name: "root", error: ErrorOption) => void },
  request: () => Promise<unknown>,
): Promise<void> {
  try {
    await request();
  } catch (cause) {
    const message = cause instanceof ApiError ? cause.message : i18next.t("auth:genericError");
    form.setError("root", { message });
  }
}
