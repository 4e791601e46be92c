/** What iyzico's side sends us: the form's callback and signed webhooks, both without our cookies. */
export function iyzicoRequests(serverUrl: string, iyzicoUrl: string) {
  return {
    /** iyzico's form posts the token to our callback from its own origin. */
    postCallback: (paymentId: string, token: string) =>
      fetch(`${serverUrl}/payment-callback?payment=${paymentId}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: iyzicoUrl },
        body: new URLSearchParams({ token }).toString(),
      }),
    sendWebhook: (payload: unknown, signature: string) =>
      fetch(`${serverUrl}/api/billing/webhooks/iyzico`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-iyz-signature-v3": signature },
        body: JSON.stringify(payload),
      }),
  };
}
