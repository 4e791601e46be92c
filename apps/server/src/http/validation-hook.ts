import type { Hook } from "@hono/zod-openapi";
import { AppError } from "../errors/app-error";

/** Every invalid body, query or param becomes one `validation_failed` error listing the fields. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    const fields = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    throw new AppError("validation_failed", undefined, { fields });
  }
};
