import type { PanelProblem } from "@sitelens/shared";
import { AppError } from "../errors/app-error";

export type GoogleProblem = Exclude<PanelProblem, null>;

/** Why Google cannot answer for this user or site right now: shown in the tab, never a stack trace. */
export class GoogleUnavailable extends Error {
  constructor(readonly problem: GoogleProblem) {
    super(`Google unavailable: ${problem}`);
  }

  toAppError(): AppError {
    switch (this.problem) {
      case "not_configured":
        return new AppError("google_not_configured");
      case "quota":
        return new AppError("google_quota");
      case "permission":
        return new AppError("google_permission");
      case "no_property":
        return new AppError("google_no_property");
      default:
        return new AppError("google_token_required");
    }
  }
}
