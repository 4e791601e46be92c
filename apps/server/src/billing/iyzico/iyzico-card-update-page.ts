import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { paymentProviders } from "../../providers/payments/payment-providers";
import { PaymentProviderError } from "../../providers/payments/types";
import type { ServerContext } from "../../server-context";
import { renderIyzicoFormPage } from "./render-iyzico-form-page";

/**
 * "Manage payment method" for an iyzico subscriber: iyzico's card update form for the user's own
 * subscription, on our page. iyzico stores the new card and charges it from the next order; nothing
 * of ours changes, so its callback only brings the browser back to /billing.
 */
export async function iyzicoCardUpdatePage(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  options: { language: "tr" | "en"; base: string },
): Promise<{ html: string; csp: string }> {
  const api = paymentProviders(context.env).iyzico?.subscriptions;
  const [row] = await context.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (
    !api ||
    row?.provider !== "iyzico" ||
    !row.subscriptionRef ||
    !row.customerRef ||
    row.status === "canceled"
  )
    throw new AppError("no_subscription");
  try {
    const form = await api.initializeCardUpdate({
      language: options.language,
      conversationId: randomUUID(),
      callbackUrl: `${options.base}/payment-callback/card`,
      customerReferenceCode: row.customerRef,
      subscriptionReferenceCode: row.subscriptionRef,
    });
    return renderIyzicoFormPage(form.checkoutFormContent, {
      language: options.language,
      iyzicoOrigin: new URL(context.env.IYZICO_BASE_URL).origin,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "iyzico card update failed");
    throw new AppError("payment_failed");
  }
}
