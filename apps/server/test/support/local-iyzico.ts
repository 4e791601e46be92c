import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { localIyzicoSubscriptions, type PricingPlans } from "./local-iyzico-subscriptions";

type Form = { token: string; conversationId: string; basketId: string; price: number; callbackUrl: string };
type Outcome = { paymentStatus: "SUCCESS" | "FAILURE"; fraudStatus: 1 | 0 | -1; tamper?: boolean };

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

/**
 * A local server speaking iyzico's wire format: IYZWSv2-signed JSON requests (1000 "Geçersiz
 * imza" otherwise), checkout-form initialize and detail with response signatures, a hosted page
 * whose buttons post the token to the callback URL like iyzico's, and X-IYZ-Signature-V3 webhooks.
 */
export async function startLocalIyzico(options: {
  apiKey: string;
  secretKey: string;
  merchantId?: string;
  pricingPlans?: PricingPlans;
}) {
  const subscriptionApi = localIyzicoSubscriptions({
    secretKey: options.secretKey,
    merchantId: options.merchantId ?? "3382172",
    plans: options.pricingPlans ?? {},
  });
  const forms = new Map<string, Form>();
  const outcomes = new Map<string, Outcome>();
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const failure = (errorCode: string, errorMessage: string, conversationId?: unknown) => ({
    status: "failure",
    errorCode,
    errorMessage,
    errorGroup: null,
    locale: "tr",
    systemTime: Date.now(),
    conversationId,
  });

  function authorized(path: string, raw: string, header: string | undefined): boolean {
    if (!header?.startsWith("IYZWSv2 ")) return false;
    const params = Object.fromEntries(
      Buffer.from(header.slice(8), "base64")
        .toString()
        .split("&")
        .map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]),
    );
    return (
      params.apiKey === options.apiKey &&
      params.signature === hmac(options.secretKey, params.randomKey + path + raw)
    );
  }

  function detail(form: Form) {
    const outcome = outcomes.get(form.token) ?? { paymentStatus: "SUCCESS", fraudStatus: 1 };
    const paymentId = String(20_000_000 + forms.size);
    const body = {
      status: "success",
      locale: "tr",
      systemTime: Date.now(),
      conversationId: form.conversationId,
      paymentId,
      paymentStatus: outcome.paymentStatus,
      fraudStatus: outcome.fraudStatus,
      price: form.price,
      paidPrice: form.price,
      currency: "TRY",
      installment: 1,
      basketId: form.basketId,
      token: form.token,
      lastFourDigits: "0006",
      phase: "AUTH",
      itemTransactions: [
        { itemId: "item", paymentTransactionId: "4977", price: form.price, paidPrice: form.price },
      ],
    };
    const fields = [
      body.paymentStatus,
      paymentId,
      "TRY",
      form.basketId,
      form.conversationId,
      form.price,
      form.price,
      form.token,
    ];
    const signature = hmac(options.secretKey, fields.map(String).join(":"));
    return {
      ...body,
      signature: outcome.tamper ? signature.replace(/^./, (first) => (first === "0" ? "1" : "0")) : signature,
    };
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const hosted = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (hosted) {
        const form = forms.get(hosted[1]!);
        if (!form) return res.writeHead(404).end();
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><title>Local iyzico</title><h1>Local iyzico</h1>
<form method="post" action="${form.callbackUrl}"><input type="hidden" name="token" value="${form.token}"><button>Öde</button></form>`);
      }
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, unknown>;
      try {
        // GET calls (v2 subscription retrievals) carry no body; IYZWSv2 then signs an empty one.
        body = (req.method === "GET" && raw === "" ? {} : JSON.parse(raw)) as Record<string, unknown>;
      } catch {
        return json(400, failure("11", "Geçersiz istek"));
      }
      requests.push({ path: url.pathname, body });
      if (!authorized(url.pathname, raw, req.headers.authorization))
        return json(200, failure("1000", "Geçersiz imza", body.conversationId));
      if (url.pathname.startsWith("/v2/subscription/")) {
        const reply = subscriptionApi.handle(req.method ?? "GET", url.pathname, body);
        return json(reply.status, reply.body);
      }
      if (url.pathname === "/payment/iyzipos/checkoutform/initialize/auth/ecom") {
        const items = (body.basketItems as { price: string }[]) ?? [];
        const sum = items.reduce((total, item) => total + Number(item.price), 0);
        if (Math.abs(sum - Number(body.price)) > 0.001)
          return json(
            200,
            failure("5010", "Sepet tutarı ürünlerin toplamına eşit olmalıdır", body.conversationId),
          );
        const token = randomUUID();
        const form = {
          token,
          conversationId: String(body.conversationId),
          basketId: String(body.basketId),
          price: Number(body.price),
          callbackUrl: String(body.callbackUrl),
        };
        forms.set(token, form);
        return json(200, {
          status: "success",
          locale: body.locale,
          systemTime: Date.now(),
          conversationId: form.conversationId,
          token,
          checkoutFormContent: `<script type="text/javascript">/* iyzico form ${token} */</script>`,
          tokenExpireTime: 1800,
          paymentPageUrl: `${base}/pay/${token}`,
          signature: hmac(options.secretKey, `${form.conversationId}:${token}`),
        });
      }
      if (url.pathname === "/payment/iyzipos/checkoutform/auth/ecom/detail") {
        const form = forms.get(String(body.token));
        if (!form) return json(200, failure("5146", "Token bulunamadı", body.conversationId));
        return json(200, detail(form));
      }
      json(404, failure("404", "Bulunamadı"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    forms,
    outcomes,
    requests,
    subscriptions: subscriptionApi,
    /** The webhook iyzico sends for a checkout form, signed (X-IYZ-Signature-V3) unless a header is given. */
    webhook(token: string, status = "SUCCESS") {
      const form = forms.get(token)!;
      const payload = {
        paymentConversationId: form.conversationId,
        merchantId: 3382172,
        token,
        status,
        iyziReferenceCode: randomUUID(),
        iyziEventType: "CHECKOUT_FORM_AUTH",
        iyziEventTime: Date.now(),
        iyziPaymentId: 22483975,
      };
      const signature = hmac(
        options.secretKey,
        options.secretKey +
          payload.iyziEventType +
          payload.iyziPaymentId +
          token +
          payload.paymentConversationId +
          status,
      );
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
