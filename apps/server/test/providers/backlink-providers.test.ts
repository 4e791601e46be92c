import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOpenPageRank } from "../../src/providers/authority/openpagerank";
import { createDataForSeoBacklinks } from "../../src/providers/backlinks/dataforseo";
import { createMozBacklinks } from "../../src/providers/backlinks/moz";
import { createDataForSeoClient } from "../../src/providers/dataforseo/client";
import { ProviderError } from "../../src/providers/provider-error";
import { startVendorServer, type VendorServer } from "../support/vendor-server";

let vendor: VendorServer;
beforeAll(async () => {
  vendor = await startVendorServer();
});
afterAll(async () => vendor?.close());

const envelope = (result: unknown, task: Record<string, unknown> = {}) => ({
  json: {
    version: "0.1.20240801",
    status_code: 20000,
    status_message: "Ok.",
    tasks_count: 1,
    tasks_error: 0,
    tasks: [
      {
        id: "11241020-1",
        status_code: 20000,
        status_message: "Ok.",
        path: ["v3", "backlinks"],
        result: [result],
        ...task,
      },
    ],
  },
});

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  type: "backlink",
  domain_from: `blog${n}.example.org`,
  url_from: `https://blog${n}.example.org/post`,
  url_to: "https://acme.com/",
  anchor: `Acme ${n}`,
  item_type: "anchor",
  dofollow: true,
  attributes: null,
  is_new: n === 1,
  is_lost: false,
  is_broken: false,
  first_seen: "2024-01-10 08:00:00 +00:00",
  last_seen: "2024-06-01 08:00:00 +00:00",
  domain_from_rank: 430 - n,
  ...extra,
});

const dataforseo = () =>
  createDataForSeoBacklinks(
    createDataForSeoClient({ login: "giris", password: "gizli", baseUrl: vendor.url, timeoutMs: 5000 }),
  );

describe("DataForSEO Backlinks adapter", () => {
  it("maps items to the product's backlink and pages with offset", async () => {
    vendor.handle((request) => {
      const [task] = JSON.parse(request.body) as { offset?: number }[];
      const offset = task?.offset ?? 0;
      const items =
        offset === 0
          ? [
              item(1),
              item(2, { dofollow: false, attributes: ["nofollow", "ugc"] }),
              item(3, { item_type: "image", is_lost: true }),
            ]
          : [item(4, { url_to_redirect_target: "https://acme.com/yeni" })];
      return envelope({
        target: "acme.com",
        mode: "as_is",
        total_count: 4,
        items_count: items.length,
        items,
      });
    });
    const first = await dataforseo().listBacklinks("acme.com", { limit: 3, include: "all" });
    expect(first.total).toBe(4);
    expect(first.nextCursor).toBe("3");
    expect(first.items[0]).toEqual({
      sourceUrl: "https://blog1.example.org/post",
      targetUrl: "https://acme.com/",
      anchor: "Acme 1",
      linkType: "dofollow",
      status: "active",
      authority: 429,
      traffic: null,
      firstSeen: "2024-01-10T08:00:00.000Z",
      lastSeen: "2024-06-01T08:00:00.000Z",
      isNew: true,
      isLost: false,
    });
    expect(first.items[1]).toMatchObject({ linkType: "ugc" });
    expect(first.items[2]).toMatchObject({ linkType: "image", status: "broken", isLost: true });
    const second = await dataforseo().listBacklinks("acme.com", {
      limit: 3,
      include: "all",
      cursor: first.nextCursor,
    });
    expect(second.items[0]).toMatchObject({ linkType: "redirect", status: "redirect" });
    expect(second.nextCursor).toBeNull();
    const sent = vendor.requests.slice(-2).map((request) => JSON.parse(request.body)[0]);
    expect(sent[0]).toMatchObject({
      target: "acme.com",
      backlinks_status_type: "all",
      limit: 3,
      offset: 0,
      mode: "as_is",
    });
    expect(sent[1]).toMatchObject({ offset: 3 });
    expect(vendor.requests.at(-1)?.url.pathname).toBe("/v3/backlinks/backlinks/live");
  });

  it("continues past the 20,000-row offset limit with search_after_token", async () => {
    vendor.handle(() =>
      envelope({
        total_count: 50_000,
        items_count: 2,
        search_after_token: "abc123",
        items: [item(1), item(2)],
      }),
    );
    const page = await dataforseo().listBacklinks("acme.com", { limit: 2, include: "live", cursor: "19998" });
    expect(page.nextCursor).toBe("t:abc123");
    await dataforseo().listBacklinks("acme.com", { limit: 2, include: "live", cursor: page.nextCursor });
    const sent = JSON.parse(vendor.requests.at(-1)?.body ?? "[]")[0];
    expect(sent.search_after_token).toBe("abc123");
    expect(sent.offset).toBeUndefined();
  });

  it("reads the summary", async () => {
    vendor.handle(() => envelope({ target: "acme.com", rank: 310, backlinks: 1200, referring_domains: 87 }));
    expect(await dataforseo().totals("acme.com")).toMatchObject({
      backlinks: 1200,
      referringDomains: 87,
      authority: 310,
    });
    expect(vendor.requests.at(-1)?.url.pathname).toBe("/v3/backlinks/summary/live");
  });

  it("reads new and lost links per month from the timeseries summary", async () => {
    vendor.handle(() =>
      envelope({
        target: "acme.com",
        date_from: "2025-12-01",
        date_to: "2026-11-24",
        group_range: "month",
        items_count: 2,
        items: [
          {
            type: "backlinks_timeseries_new_lost_summary",
            date: "2026-10-01 00:00:00 +00:00",
            new_backlinks: 40,
            lost_backlinks: 12,
            new_referring_domains: 6,
            lost_referring_domains: 2,
            new_referring_main_domains: 5,
            lost_referring_main_domains: 2,
          },
          {
            type: "backlinks_timeseries_new_lost_summary",
            date: "2026-11-01 00:00:00 +00:00",
            new_backlinks: 3,
          },
        ],
      }),
    );
    expect(await dataforseo().newLostHistory!("acme.com", "2025-12-01", "2026-11-24")).toEqual([
      {
        month: "2026-10-01",
        newBacklinks: 40,
        lostBacklinks: 12,
        newReferringDomains: 6,
        lostReferringDomains: 2,
      },
      {
        month: "2026-11-01",
        newBacklinks: 3,
        lostBacklinks: 0,
        newReferringDomains: 0,
        lostReferringDomains: 0,
      },
    ]);
    const request = vendor.requests.at(-1)!;
    expect(request.url.pathname).toBe("/v3/backlinks/timeseries_new_lost_summary/live");
    expect(JSON.parse(request.body)).toEqual([
      {
        target: "acme.com",
        date_from: "2025-12-01",
        date_to: "2026-11-24",
        group_range: "month",
        include_subdomains: true,
      },
    ]);
  });

  it("throws a task error inside HTTP 200 and an auth failure as ProviderErrors", async () => {
    vendor.handle(() => ({
      json: {
        status_code: 20000,
        status_message: "Ok.",
        tasks: [{ id: "x", status_code: 40501, status_message: "Invalid Field: 'target'", result: null }],
      },
    }));
    await expect(dataforseo().listBacklinks("", { limit: 10, include: "live" })).rejects.toMatchObject({
      kind: "invalid_request",
      vendorCode: 40501,
    });
    vendor.handle(() => ({
      status: 401,
      json: { status_code: 40100, status_message: "You are not authorized." },
    }));
    await expect(dataforseo().totals("acme.com")).rejects.toMatchObject({ kind: "unauthorized" });
  });
});

describe("Moz Links API adapter", () => {
  const moz = () =>
    createMozBacklinks({ accessId: "mozid", secretKey: "mozsecret", baseUrl: vendor.url, timeoutMs: 5000 });
  const link = (n: number, extra: Record<string, unknown> = {}) => ({
    source: { page: `blog${n}.example.org/post`, root_domain: `example${n}.org`, domain_authority: 40 + n },
    target: { page: "acme.com/" },
    anchor_text: `Acme ${n}`,
    nofollow: false,
    date_first_seen: "2024-01-10",
    date_last_seen: "2024-06-01",
    ...extra,
  });

  it("lists links with next_token paging and Basic auth", async () => {
    vendor.handle((request) => {
      const body = JSON.parse(request.body) as { next_token?: string };
      return body.next_token
        ? { json: { results: [link(3, { date_disappeared: "2024-07-01" })], next_token: "" } }
        : { json: { results: [link(1), link(2, { nofollow: true, sponsored: true })], next_token: "tok2" } };
    });
    const first = await moz().listBacklinks("acme.com", { limit: 2, include: "all" });
    expect(first.nextCursor).toBe("tok2");
    expect(first.items[0]).toMatchObject({
      sourceUrl: "https://blog1.example.org/post",
      linkType: "dofollow",
      authority: 41,
      firstSeen: "2024-01-10T00:00:00.000Z",
    });
    expect(first.items[1]).toMatchObject({ linkType: "sponsored" });
    const second = await moz().listBacklinks("acme.com", { limit: 2, include: "all", cursor: "tok2" });
    expect(second).toMatchObject({ nextCursor: null, items: [{ status: "broken", isLost: true }] });
    const request = vendor.requests.at(-1)!;
    expect(request.url.pathname).toBe("/v2/links");
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("mozid:mozsecret").toString("base64")}`);
    expect(JSON.parse(request.body)).toMatchObject({
      target: "acme.com",
      target_scope: "root_domain",
      filter: "external",
      next_token: "tok2",
      limit: 2,
    });
    await moz().listBacklinks("acme.com", { limit: 2, include: "lost" });
    expect(JSON.parse(vendor.requests.at(-1)!.body)).toMatchObject({ filter: "external+deleted" });
  });

  it("reads Domain Authority and refuses a bad key", async () => {
    vendor.handle(() => ({
      json: {
        results: [
          { domain_authority: 57, root_domains_to_root_domain: 230, external_pages_to_root_domain: 5400 },
        ],
      },
    }));
    expect(await moz().totals("acme.com")).toMatchObject({
      authority: 57,
      referringDomains: 230,
      backlinks: 5400,
    });
    vendor.handle(() => ({ status: 401, json: { name: "Unauthorized", message: "Invalid credentials" } }));
    const failure = await moz()
      .totals("acme.com")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: "unauthorized", vendorCode: 401 });
  });
});

describe("Open PageRank adapter", () => {
  const config = () => ({ apiKey: "opr-key", baseUrl: vendor.url, timeoutMs: 5000 });

  it("reads each domain's rank; an unknown domain inside HTTP 200 is null", async () => {
    vendor.handle(() => ({
      json: {
        status_code: 200,
        response: [
          {
            status_code: 200,
            error: "",
            page_rank_integer: 5,
            page_rank_decimal: 4.76,
            rank: "8432",
            domain: "acme.com",
          },
          {
            status_code: 404,
            error: "Domain not found",
            page_rank_integer: 0,
            page_rank_decimal: 0,
            rank: null,
            domain: "yok-boyle.com",
          },
        ],
      },
    }));
    const ranks = await fetchOpenPageRank(config(), ["acme.com", "yok-boyle.com"]);
    expect(ranks.get("acme.com")).toBe(4.76);
    expect(ranks.get("yok-boyle.com")).toBeNull();
    const request = vendor.requests.at(-1)!;
    expect(request.headers["api-opr"]).toBe("opr-key");
    expect(request.url.pathname).toBe("/api/v1.0/getPageRank");
    expect(request.url.searchParams.getAll("domains[]")).toEqual(["acme.com", "yok-boyle.com"]);
  });

  it("asks in batches of 100 and fails on a bad key", async () => {
    vendor.handle((request) => ({
      json: {
        status_code: 200,
        response: request.url.searchParams
          .getAll("domains[]")
          .map((domain) => ({ status_code: 200, page_rank_decimal: 3, domain })),
      },
    }));
    const before = vendor.requests.length;
    const domains = Array.from({ length: 150 }, (_, i) => `site${i}.com`);
    expect((await fetchOpenPageRank(config(), domains)).size).toBe(150);
    expect(vendor.requests.length - before).toBe(2);
    vendor.handle(() => ({ status: 401, json: { status_code: 401, error: "Invalid API key" } }));
    await expect(fetchOpenPageRank(config(), ["acme.com"])).rejects.toMatchObject({ kind: "unauthorized" });
  });
});
