import { AppError } from "../errors/app-error";
import type { ProviderError } from "../providers/provider-error";

/** The backlink provider failed: the user is told which provider and how, not the vendor's raw error. */
export function failBacklinkAnalysis(error: ProviderError): never {
  throw new AppError("backlink_analysis_failed", undefined, { provider: error.provider, kind: error.kind });
}
