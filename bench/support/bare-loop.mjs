// Plain JavaScript, so the same loop also runs as its own process without a TypeScript loader
// (bench/bare-crawl.mjs), to be timed against the compiled CLI on equal terms.
import { getElementsByTagName } from "domutils";
import { parseDocument } from "htmlparser2";
import { Agent, request } from "undici";

/** The limit: fetch each page with plain undici and parse it with htmlparser2, nothing else. */
export async function bareLoop(origin, pages, concurrency) {
  const agent = new Agent({ connections: concurrency });
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pages) {
      const index = next++;
      const response = await request(`${origin}/p/${index}`, { dispatcher: agent });
      const document = parseDocument(await response.body.text());
      if (getElementsByTagName("a", document).length > 0) done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await agent.close();
  return done;
}
