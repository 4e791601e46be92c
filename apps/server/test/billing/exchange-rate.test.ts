import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Order } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshExchangeRate } from "../../src/currency/refresh-exchange-rate";
import { listPlans } from "../../src/plans/list-plans";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

/** Shaped like https://www.tcmb.gov.tr/kurlar/today.xml (trimmed to three currencies). */
const todayXml = (usd: string) => `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="24.11.2026" Date="11/24/2026"  Bulten_No="2026/221" >
	<Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
			<Unit>1</Unit>
			<Isim>ABD DOLARI</Isim>
			<CurrencyName>US DOLLAR</CurrencyName>
			<ForexBuying>43.1012</ForexBuying>
			<ForexSelling>${usd}</ForexSelling>
			<BanknoteBuying>43.0710</BanknoteBuying>
			<BanknoteSelling>43.2425</BanknoteSelling>
				<CrossRateUSD/>
				<CrossRateOther/>
	</Currency>
	<Currency CrossOrder="2" Kod="JPY" CurrencyCode="JPY">
			<Unit>100</Unit>
			<Isim>JAPON YENİ</Isim>
			<CurrencyName>JAPENESE YEN</CurrencyName>
			<ForexBuying>27.5401</ForexBuying>
			<ForexSelling>27.7224</ForexSelling>
	</Currency>
	<Currency CrossOrder="9" Kod="EUR" CurrencyCode="EUR">
			<Unit>1</Unit>
			<Isim>EURO</Isim>
			<CurrencyName>EURO</CurrencyName>
			<ForexBuying>49.7111</ForexBuying>
			<ForexSelling>49.8007</ForexSelling>
	</Currency>
</Tarih_Date>`;

const source = { status: 200, body: todayXml("43.1789") };
let tcmb: http.Server;
let server: TestServer;

beforeAll(async () => {
  tcmb = http.createServer((req, res) => {
    if (req.url !== "/kurlar/today.xml") return res.writeHead(404).end();
    res.writeHead(source.status, { "content-type": "text/xml; charset=UTF-8" }).end(source.body);
  });
  await new Promise<void>((resolve) => tcmb.listen(0, "127.0.0.1", resolve));
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      TCMB_BASE_URL: `http://127.0.0.1:${(tcmb.address() as AddressInfo).port}`,
      IYZICO_API_KEY: "k",
      IYZICO_SECRET_KEY: "s",
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => tcmb?.close(resolve));
});

describe("TCMB exchange rate", () => {
  it("stores USD's ForexSelling and prices lira orders with it", async () => {
    expect(await refreshExchangeRate(server.context)).toEqual({ updated: true, rate: 43.1789 });
    expect((await listPlans(server.context.database)).currency.tryPerUsd).toBe(43.1789);
    const { client } = await signUpTestUser(server);
    const order = await client.json<Order>("GET", "/api/billing/order?plan=pro&interval=month&currency=TRY");
    // 29 USD × 43.1789 = ₺1.252,19, shown and charged rounded as the pricing page does.
    expect(order.body.summary.total).toBe(1250);
  });

  it("keeps the last good rate when the source fails or sends garbage", async () => {
    source.status = 503;
    expect((await refreshExchangeRate(server.context)).updated).toBe(false);
    source.status = 200;
    source.body = todayXml("");
    expect((await refreshExchangeRate(server.context)).updated).toBe(false);
    source.body = "<html>bakım</html>";
    expect((await refreshExchangeRate(server.context)).updated).toBe(false);
    expect((await listPlans(server.context.database)).currency.tryPerUsd).toBe(43.1789);
  });
});
