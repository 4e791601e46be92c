import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countBlogView } from "../../src/blog/count-blog-view";
import { readBlogFiles } from "../../src/blog/read-blog-files";
import { blogPostViews, pageContents } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

interface Summary {
  slug: string;
  translationKey: string;
  category: string;
  readMinutes: number;
  viewCount: number;
  featured: boolean;
}
interface Post extends Summary {
  content: string;
  alternateSlug: string | null;
  related: Summary[];
}

describe("blog", () => {
  it("loads every markdown post of the repository, at least six per language, each with a twin", async () => {
    const files = readBlogFiles();
    for (const language of ["tr", "en"] as const) {
      const { status, body } = await server
        .client()
        .json<{ posts: Summary[] }>("GET", `/api/blog/${language}`);
      expect(status).toBe(200);
      expect(body.posts.length).toBe(files.filter((file) => file.language === language).length);
      expect(body.posts.length).toBeGreaterThanOrEqual(6);
      expect(body.posts.filter((post) => post.featured)).toHaveLength(1);
      expect(body.posts.every((post) => post.readMinutes >= 1)).toBe(true);
    }
    const keys = (language: string) =>
      files
        .filter((file) => file.language === language)
        .map((file) => file.translationKey)
        .sort();
    expect(keys("tr")).toEqual(keys("en"));
  });

  it("answers a post with its body, the other language's slug and related posts", async () => {
    const { status, body } = await server.client().json<Post>("GET", "/api/blog/en/core-web-vitals-guide");
    expect(status).toBe(200);
    expect(body.content).toContain("## Largest Contentful Paint");
    expect(body.alternateSlug).toBe("core-web-vitals-rehberi");
    expect(body.related).toHaveLength(3);
    expect(body.related[0]!.category).toBe(body.category);
    const missing = await server.client("tr").json("GET", "/api/blog/tr/no-such-post");
    expect(missing).toEqual({ status: 404, body: { error: { code: "not_found", message: "Bulunamadı." } } });
  });

  it("counts a view once per client per day, whatever User-Agent it sends", async () => {
    const path = "/api/blog/tr/llms-txt-nedir/view";
    const visitor = server.client();
    const first = await visitor.json<{ viewCount: number }>("POST", path);
    const again = await visitor.json<{ viewCount: number }>("POST", path);
    expect(first.body.viewCount).toBe(1);
    expect(again.body.viewCount).toBe(1);
    for (let agent = 0; agent < 5; agent++) {
      const other = server.client();
      const disguised = await other.request("POST", path, undefined, { "user-agent": `Browser ${agent}` });
      expect(((await disguised.json()) as { viewCount: number }).viewCount).toBe(1);
    }
    // Another client (address) is another view; the stored key is a hash, never the address.
    const input = { language: "tr" as const, slug: "llms-txt-nedir" };
    expect(await countBlogView(server.context.database, { ...input, ip: "203.0.113.4" })).toEqual({
      viewCount: 2,
    });
    const stored = await server.context.database.db.select().from(blogPostViews);
    expect(JSON.stringify(stored)).not.toContain("203.0.113.4");
  });
});

describe("legal pages", () => {
  it("answers in the asked language, falls back to the other one, and reports missing content", async () => {
    const tr = await server
      .client("tr")
      .json<{ title: string; language: string }>("GET", "/api/pages/tr/kvkk");
    expect(tr.body).toMatchObject({ title: "KVKK Aydınlatma Metni", language: "tr" });

    await server.context.database.db.delete(pageContents).where(eq(pageContents.id, "en:terms"));
    const fallback = await server
      .client()
      .json<{ language: string; title: string }>("GET", "/api/pages/en/terms");
    expect(fallback.body).toMatchObject({ language: "tr", title: "Kullanım Koşulları" });

    await server.context.database.db
      .update(pageContents)
      .set({ isActive: false })
      .where(eq(pageContents.slug, "privacy"));
    const missing = await server.client("tr").json("GET", "/api/pages/tr/privacy");
    expect(missing).toEqual({
      status: 404,
      body: { error: { code: "content_not_found", message: "İçerik bulunamadı." } },
    });
  });
});
