import { SITE_URL_ERROR_MESSAGES, type SiteUrlError } from "@sitelens/shared";
import { AppError } from "../errors/app-error";

/** The spec §5 message for the broken rule, with the rule's code in details for the client. */
export function siteUrlError(reason: SiteUrlError): AppError {
  return new AppError("invalid_site_url", SITE_URL_ERROR_MESSAGES[reason], { reason });
}
