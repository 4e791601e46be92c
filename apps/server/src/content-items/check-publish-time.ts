import { checkPublishAt } from "@sitelens/shared";
import { AppError } from "../errors/app-error";

/** The scheduling rules of spec §5 on the server: no past time, at most 30 days ahead. */
export function assertPublishTime(publishAt: Date, now: Date) {
  const problem = checkPublishAt(publishAt, now);
  if (problem) throw new AppError(problem);
}
