export interface ReceivedEvent {
  event: string;
  data: { type: string; data: Record<string, unknown> };
}

/** Opens /api/events with the given cookies and collects parsed events until `stop()` is called. */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by stop()
    }
  })();
  return {
    status: response.status,
    received,
    /** Settles when the server ends the stream (or stop() aborts it). */
    closed: done,
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} events, got ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}
