import type { DiscoverySource } from "./types";

export interface QueuedPage {
  url: string;
  depth: number;
  source: DiscoverySource;
}

/** Breadth-first queue with deduplication; the consumed head is dropped in chunks so memory stays flat. */
export function createFrontier() {
  const seen = new Set<string>();
  let queue: QueuedPage[] = [];
  let head = 0;
  return {
    /** Queues a URL unless it was seen before; returns whether it was added. */
    add(page: QueuedPage): boolean {
      if (seen.has(page.url)) return false;
      seen.add(page.url);
      queue.push(page);
      return true;
    },
    /** Marks a URL as known without queueing it (a redirect target already fetched). */
    markSeen: (url: string) => void seen.add(url),
    has: (url: string) => seen.has(url),
    next(): QueuedPage | undefined {
      const page = queue[head];
      if (page === undefined) return undefined;
      head++;
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      return page;
    },
    get size() {
      return queue.length - head;
    },
  };
}
