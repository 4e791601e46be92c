import type { VendorAnswer, VendorRequest } from "../support/vendor-server";

/**
 * A WordPress REST API (wp/v2) stand-in written from the handbook (docs/integrations/wordpress.md):
 * 201 with the post on create, a taken slug becomes `slug-2`, `GET /posts?slug=` filters by slug
 * and by the `status` list, and errors are `{code, message, data: {status}}`.
 */
export interface WordPressSite {
  posts: { id: number; slug: string; title: string; status: string }[];
  /** The next N creates store the post, then answer 500 (a slow plugin, a proxy timeout). */
  storeThenFail: number;
  handle(request: VendorRequest): VendorAnswer;
}

const slugOf = (title: string) =>
  title
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function wordPressSite(origin = "https://ornek.com.tr"): WordPressSite {
  const site: WordPressSite = {
    posts: [],
    storeThenFail: 0,
    handle(request) {
      const path = request.url.pathname.replace(/^\/wp-json\/wp\/v2/, "");
      const view = (post: WordPressSite["posts"][number]) => ({
        id: post.id,
        slug: post.slug,
        status: post.status,
        link: `${origin}/${post.slug}/`,
        title: { raw: post.title, rendered: post.title },
      });
      if (path === "/posts" && request.method === "GET") {
        const query = request.url.searchParams;
        const slugs = (query.get("slug") ?? "").split(",").filter(Boolean);
        const statuses = (query.get("status") ?? "publish").split(",");
        // `search` matches title (and content, unless search_columns narrows it), case-insensitively.
        const search = (query.get("search") ?? "").toLocaleLowerCase("tr");
        return {
          json: site.posts
            .filter((post) => slugs.length === 0 || slugs.includes(post.slug))
            .filter((post) => statuses.includes(post.status))
            .filter((post) => post.title.toLocaleLowerCase("tr").includes(search))
            .map(view),
        };
      }
      if (path === "/posts" && request.method === "POST") {
        const body = JSON.parse(request.body) as { title: string; slug?: string; status?: string };
        const wanted = body.slug || slugOf(body.title);
        let slug = wanted;
        for (let n = 2; site.posts.some((post) => post.slug === slug); n++) slug = `${wanted}-${n}`;
        const post = { id: 100 + site.posts.length, slug, title: body.title, status: body.status ?? "draft" };
        site.posts.push(post);
        if (site.storeThenFail > 0) {
          site.storeThenFail--;
          return {
            status: 500,
            json: {
              code: "internal_server_error",
              message: "There has been a critical error on this website.",
              data: { status: 500 },
            },
          };
        }
        return { status: 201, json: view(post) };
      }
      const update = path.match(/^\/posts\/(\d+)$/);
      if (update && request.method === "POST") {
        const post = site.posts.find((item) => item.id === Number(update[1]));
        if (!post)
          return {
            status: 404,
            json: { code: "rest_post_invalid_id", message: "Invalid post ID.", data: { status: 404 } },
          };
        const body = JSON.parse(request.body) as { title?: string; status?: string };
        Object.assign(post, { title: body.title ?? post.title, status: body.status ?? post.status });
        return { json: view(post) };
      }
      if ((path === "/tags" || path === "/categories") && request.method === "GET") return { json: [] };
      if ((path === "/tags" || path === "/categories") && request.method === "POST")
        return { status: 201, json: { id: 7, name: JSON.parse(request.body).name } };
      return {
        status: 404,
        json: { code: "rest_no_route", message: "No route was found.", data: { status: 404 } },
      };
    },
  };
  return site;
}
