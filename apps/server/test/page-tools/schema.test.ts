import type { SchemaResult, SchemaValidation } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { type ErrorBody, readJson, usePageToolsWithModel } from "./support";

const tools = usePageToolsWithModel(() => "{}");

const generate = (body: Record<string, unknown>, client = tools.owner.client) =>
  client.post("/api/page-tools/schema", { siteId: tools.owner.site.id, ...body });

describe("schema generator API", () => {
  it("prefills a Product from the page's own markup and validates it, without AI", async () => {
    const response = await generate({ type: "Product", pageUrl: "/urunler/filtre-kahve", useAi: false });
    expect(response.status).toBe(200);
    const result = await readJson<SchemaResult>(response);
    expect(result.values.fields).toMatchObject({
      name: "Etiyopya Yirgacheffe Filtre Kahve 250 g",
      "offers.price": "420.00",
      "offers.priceCurrency": "TRY",
      "aggregateRating.reviewCount": "126",
    });
    expect(result.filledBy["offers.price"]).toBe("page");
    expect(JSON.parse(result.jsonLd)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      offers: { "@type": "Offer", price: "420.00" },
    });
    expect(result.validation.valid).toBe(true);
    expect(result.ai).toEqual({ available: true, used: false, error: null });
  });

  it("takes the FAQ questions found on the page", async () => {
    const result = await readJson<SchemaResult>(
      await generate({ type: "FAQPage", pageUrl: "/blog/kahve-demleme-rehberi", useAi: false }),
    );
    expect(result.values.rows.faq?.[0]).toEqual({
      name: "Filtre kahve için hangi oran kullanılmalı?",
      text: "1:16 oranı iyi bir başlangıçtır: 15 g kahveye 250 ml su.",
    });
    expect(result.validation.valid).toBe(true);
  });

  it("lets the model fill descriptive fields and stated facts, counted as one AI generation", async () => {
    tools.answer = () =>
      JSON.stringify({
        fields: [
          { name: "description", value: "Kadıköy'de taze kavrulmuş filtre kahve satan kavurma evi." },
          { name: "priceRange", value: "₺₺" },
          { name: "notAField", value: "x" },
        ],
        rows: [],
      });
    const before = tools.model.requests.length;
    const result = await readJson<SchemaResult>(
      await generate({
        type: "LocalBusiness",
        extraInfo:
          "Telefon: +90 216 555 01 02, Moda Cad. 12 Kadıköy. Açık: Pzt-Cmt 09:00-19:00, Paz 10.00-16.00",
      }),
    );
    expect(result.ai).toEqual({ available: true, used: true, error: null });
    // The page's own description stays; the model only fills what is empty.
    expect(result.values.fields).toMatchObject({
      name: "Örnek Kahve",
      telephone: "+90 216 555 01 02",
      priceRange: "₺₺",
    });
    expect(result.values.fields.description).not.toContain("kavurma evi");
    expect(result.values.fields.notAField).toBeUndefined();
    expect(result.filledBy).toMatchObject({
      telephone: "extra",
      priceRange: "ai",
      name: "page",
      description: "page",
    });
    const prompt = tools.model.requests[before]!.messages.map((message) => message.content).join("\n");
    expect(prompt).toContain("Moda Cad. 12 Kadıköy");
    // The address and opening hours written in the extra info fill their fields, so Google's
    // required address is there.
    expect(result.values.fields).toMatchObject({
      "address.streetAddress": "Moda Cad. 12",
      "address.addressLocality": "Kadıköy",
      openingHours: "Mo-Sa 09:00-19:00\nSu 10:00-16:00",
    });
    expect(result.filledBy).toMatchObject({ "address.streetAddress": "extra", openingHours: "extra" });
    expect(result.validation.issues).not.toContainEqual(
      expect.objectContaining({ severity: "error", path: "address" }),
    );
    expect(await tools.aiUsed()).toBe(1);
  });

  it("refunds the generation and still returns the page-filled block when the model fails", async () => {
    tools.answer = () => ({ status: 500 });
    const result = await readJson<SchemaResult>(
      await generate({ type: "WebSite" }, tools.owner.client.setLanguage("en")),
    );
    expect(result.ai).toEqual({
      available: true,
      used: false,
      error: "The schema could not be generated, try again.",
    });
    expect(result.values.fields.name).toBe("Örnek Kahve");
    expect(await tools.aiUsed()).toBe(1);
  });

  it("validates an edited block with the analysis' checks, messages in the user's language", async () => {
    const response = await tools.owner.client.setLanguage("tr").post("/api/page-tools/schema/validate", {
      jsonLd: JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Event",
        name: "Tadım",
        startDate: "6 Haziran",
      }),
    });
    const validation = await readJson<SchemaValidation>(response);
    expect(validation.valid).toBe(false);
    expect(validation.issues).toContainEqual(
      expect.objectContaining({
        path: "location",
        auditId: "schema-event",
        message: "Google Event için location ister.",
      }),
    );
    expect(validation.issues).toContainEqual(
      expect.objectContaining({ path: "startDate", severity: "error" }),
    );
  });

  it("refuses pages of other sites and other users' sites", async () => {
    const outside = await generate({ type: "Person", pageUrl: "https://example.org/" });
    expect(outside.status).toBe(400);
    expect((await readJson<ErrorBody>(outside)).error.code).toBe("page_outside_site");
    const other = await signUpTestUser(tools.env.server);
    expect((await generate({ type: "Person" }, other.client)).status).toBe(404);
  });

  it("is closed without feature access", async () => {
    const locked = await signUpTestUser(tools.env.server, { language: "en" });
    await tools.env.lockFeatures(locked.userId);
    const response = await locked.client.post("/api/page-tools/schema/validate", { jsonLd: "{}" });
    expect(response.status).toBe(403);
    expect((await readJson<ErrorBody>(response)).error).toEqual({
      code: "feature_locked",
      message: "Pro plan required.",
    });
  });
});
