import type { ConnectionCredentials, DistributionAdapter, DistributionItem, MediaFile } from "./types";
import { basicAuth, callVendor, trimBase, type VendorHttp } from "./vendor-http";

const PROVIDER = "wordpress";
/** A post due later than this goes to WordPress as `future`, so WordPress itself publishes it on time. */
const FUTURE_MARGIN_MS = 60_000;

interface WpPost {
  id: number;
  link: string;
  status: string;
  slug?: string;
  /** With `context=edit`: the title as saved. */
  title?: { raw?: string };
}

/** WordPress answers `{code, message, data:{status}}`. */
const messageOf = (body: unknown) => (body as { message?: string } | null)?.message;

/** WordPress REST API with an application password (Basic `user:application-password`). */
export function createWordPressAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
): DistributionAdapter {
  const base = `${trimBase(credentials.url ?? "")}/wp-json/wp/v2`;
  const authorization = basicAuth(credentials.accountId ?? "", credentials.apiKey ?? "");
  // The connection's optional category field: comma-separated names every post is filed under.
  const categoryNames = (credentials.workspaceId ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const call = <T>(path: string, signal: AbortSignal, init: { method?: string; json?: unknown } = {}) =>
    callVendor<T>(PROVIDER, http, `${base}${path}`, {
      method: init.method,
      headers: { authorization, "content-type": "application/json", accept: "application/json" },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal,
      messageOf,
    });

  async function uploadMedia(file: MediaFile, signal: AbortSignal): Promise<number> {
    const media = await callVendor<{ id: number }>(PROVIDER, http, `${base}/media`, {
      method: "POST",
      headers: {
        authorization,
        "content-type": file.mimeType,
        "content-disposition": `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, "_")}"`,
      },
      body: file.bytes,
      signal,
      messageOf,
    });
    return media.id;
  }

  /** Term names to ids, creating the missing ones (WordPress needs ids on the post). */
  async function termIds(taxonomy: "categories" | "tags", names: string[], signal: AbortSignal) {
    const ids: number[] = [];
    for (const name of names) {
      const found = await call<{ id: number; name: string }[]>(
        `/${taxonomy}?search=${encodeURIComponent(name)}&per_page=100`,
        signal,
      );
      const match = found.find((term) => term.name.toLocaleLowerCase("tr") === name.toLocaleLowerCase("tr"));
      ids.push(
        match
          ? match.id
          : (await call<{ id: number }>(`/${taxonomy}`, signal, { method: "POST", json: { name } })).id,
      );
    }
    return ids;
  }

  /**
   * After an earlier attempt (cut off, or answered 5xx after storing): our post, if WordPress
   * already made it. WordPress has no idempotency key, so our reference is the title and slug we
   * sent; WordPress makes a taken slug `slug-2`, so an older post holding the slug is not ours.
   */
  async function findOurPost(item: DistributionItem, signal: AbortSignal): Promise<number | null> {
    const query = new URLSearchParams({
      search: item.title,
      search_columns: "post_title",
      status: "publish,future,draft,pending,private",
      context: "edit",
      per_page: "100",
    });
    const posts = await call<WpPost[]>(`/posts?${query}`, signal);
    const slugIsOurs = (slug = "") =>
      !item.slug ||
      slug === item.slug ||
      (/^-\d+$/.test(slug.slice(item.slug.length)) && slug.startsWith(item.slug));
    const ours = (post: WpPost) => post.title?.raw === item.title && slugIsOurs(post.slug);
    return posts.find(ours)?.id ?? null;
  }

  function postBody(
    item: DistributionItem,
    extra: { categories: number[]; tags: number[]; media: number | null },
  ) {
    const future = item.publishAt.getTime() - Date.now() > FUTURE_MARGIN_MS;
    return {
      title: item.title,
      content: item.html,
      excerpt: item.excerpt,
      ...(item.slug ? { slug: item.slug } : {}),
      status: future ? "future" : "publish",
      ...(future ? { date_gmt: item.publishAt.toISOString().slice(0, 19) } : {}),
      categories: extra.categories,
      tags: extra.tags,
      ...(extra.media === null ? {} : { featured_media: extra.media }),
    };
  }

  return {
    kind: "wordpress",
    resumable: true,
    async verify(signal) {
      const me = await call<{ name?: string; slug?: string }>("/users/me?context=edit", signal);
      return { accountName: me.name ?? me.slug ?? null };
    },
    async publish(item, context) {
      const { signal } = context;
      const again = context.resumed || context.retried;
      const existing = context.remoteId ?? (again ? await findOurPost(item, signal) : null);
      const first = item.media[0];
      const media = first ? await uploadMedia(first, signal) : null;
      const body = postBody(item, {
        categories: await termIds("categories", categoryNames, signal),
        tags: await termIds("tags", item.tags, signal),
        media,
      });
      const post = await call<WpPost>(existing ? `/posts/${existing}` : "/posts", signal, {
        method: "POST",
        json: body,
      });
      await context.remember(String(post.id));
      return { remoteId: String(post.id), url: post.link };
    },
    async withdraw(sent, signal) {
      // Without `force` WordPress moves the post to the trash: the site owner can still restore it.
      await call<WpPost>(`/posts/${encodeURIComponent(sent.remoteId ?? "")}`, signal, { method: "DELETE" });
      return { withdrawn: true };
    },
  };
}
