import { ProviderError } from "../provider-error";
import { type ConnectionCredentials, type DistributionAdapter, socialPostText } from "./types";
import { callVendor, trimBase, type VendorHttp } from "./vendor-http";

const PROVIDER = "buffer";
/** Buffer posts at `dueAt` itself; a time closer than this is shared now. */
const SCHEDULE_MARGIN_MS = 5 * 60_000;
/** Most networks Buffer posts to take at most four images. */
const MAX_IMAGES = 4;

interface GraphQlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const messageOf = (body: unknown) => (body as GraphQlAnswer<unknown> | null)?.errors?.[0]?.message;

/** A GraphQL string literal: JSON's escapes are a subset of GraphQL's. */
const literal = (value: string) => JSON.stringify(value);

/**
 * Buffer's GraphQL API (`POST https://api.buffer.com`, Bearer API key). It answers HTTP 200 even for
 * errors: system errors in `errors[]` (extensions.code), user errors as a `MutationError` in `data`.
 */
export function createBufferAdapter(
  credentials: ConnectionCredentials,
  http: VendorHttp,
  baseUrl: string,
): DistributionAdapter {
  async function query<T>(text: string, signal: AbortSignal): Promise<T> {
    const answer = await callVendor<GraphQlAnswer<T>>(PROVIDER, http, trimBase(baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${credentials.apiKey ?? ""}`, "content-type": "application/json" },
      body: JSON.stringify({ query: text }),
      signal,
      messageOf,
    });
    const error = answer.errors?.[0];
    if (error) {
      const code = error.extensions?.code;
      const kind = code === "UNAUTHORIZED" || code === "FORBIDDEN" ? "unauthorized" : "invalid_request";
      throw new ProviderError(PROVIDER, kind, error.message);
    }
    if (!answer.data) throw new ProviderError(PROVIDER, "bad_response", "no data in the answer");
    return answer.data;
  }
  const channelId = credentials.accountId ?? "";
  return {
    kind: "buffer",
    // createPost has no idempotency key: an attempt cut off mid-call is reported, never repeated blind.
    resumable: false,
    async verify(signal) {
      const data = await query<{ channels: { id: string; name: string; service: string }[] }>(
        `query { channels(input: { organizationId: ${literal(credentials.workspaceId ?? "")} }) { id name service } }`,
        signal,
      );
      const channel = data.channels.find((candidate) => candidate.id === channelId);
      if (!channel)
        throw new ProviderError(
          PROVIDER,
          "invalid_request",
          `channel ${channelId} is not in this organization`,
        );
      return { accountName: `${channel.name} (${channel.service})` };
    },
    async publish(item, context) {
      const scheduled = item.publishAt.getTime() - Date.now() > SCHEDULE_MARGIN_MS;
      const timing = scheduled
        ? `mode: customScheduled, dueAt: ${literal(item.publishAt.toISOString())}`
        : "mode: shareNow";
      // Buffer has no upload: it fetches each image from a public URL when the post goes out.
      const linked = item.media
        .slice(0, MAX_IMAGES)
        .flatMap((file) => (file.publicUrl ? [file.publicUrl] : []));
      const assets = linked.length
        ? `, assets: [${linked.map((url) => `{ image: { url: ${literal(url)} } }`).join(", ")}]`
        : "";
      const data = await query<{ createPost: { post?: { id: string }; message?: string } }>(
        `mutation { createPost(input: { text: ${literal(socialPostText(item))}, channelId: ${literal(channelId)}, schedulingType: automatic, ${timing}${assets} }) {
          ... on PostActionSuccess { post { id } } ... on MutationError { message } } }`,
        context.signal,
      );
      const post = data.createPost.post;
      if (!post)
        throw new ProviderError(PROVIDER, "invalid_request", data.createPost.message ?? "post not created");
      const missing = item.media.length > 0 && linked.length === 0;
      return { remoteId: post.id, url: null, ...(missing ? { note: "images_not_attached" as const } : {}) };
    },
    async withdraw(sent, signal) {
      const data = await query<{ deletePost: { id?: string; message?: string } }>(
        `mutation { deletePost(input: { id: ${literal(sent.remoteId ?? "")} }) {
          ... on DeletePostSuccess { id } ... on MutationError { message } } }`,
        signal,
      );
      if (data.deletePost.message)
        throw new ProviderError(PROVIDER, "invalid_request", data.deletePost.message);
      return { withdrawn: true };
    },
  };
}
