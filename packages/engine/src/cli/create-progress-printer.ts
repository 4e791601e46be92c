import type { CrawlProgress } from "../crawl/types";

const LINE_EVERY_PAGES = 25;

/** Progress on stderr: one rewritten line on a terminal, an occasional plain line in logs and pipes. */
export function createProgressPrinter(stream: NodeJS.WritableStream & { isTTY?: boolean }) {
  let lastStage = "";
  let lastPrinted = -LINE_EVERY_PAGES;
  const print = (progress: CrawlProgress) => {
    const text = `[${progress.stage}] ${progress.pagesCrawled} pages, ${progress.pagesQueued} queued${progress.currentUrl ? `  ${progress.currentUrl}` : ""}`;
    if (stream.isTTY) {
      stream.write(`\r\x1b[K${text.slice(0, 160)}${progress.stage === "done" ? "\n" : ""}`);
      return;
    }
    const stageChanged = progress.stage !== lastStage;
    if (!stageChanged && progress.pagesCrawled - lastPrinted < LINE_EVERY_PAGES) return;
    lastStage = progress.stage;
    lastPrinted = progress.pagesCrawled;
    stream.write(`${text}\n`);
  };
  return print;
}
