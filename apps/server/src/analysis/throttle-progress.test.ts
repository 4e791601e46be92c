import type { AnalysisProgress } from "@sitelens/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCrawlerResolve } from "./scan-options-from-env";
import { throttleProgress } from "./throttle-progress";

const at = (pagesCrawled: number): AnalysisProgress => ({ stage: "crawling", pagesCrawled, pagesQueued: 0 });

describe("throttleProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("delivers the first report at once, then at most one per interval, always the latest", () => {
    const delivered: number[] = [];
    const progress = throttleProgress((value) => delivered.push(value.pagesCrawled), 500);
    progress.report(at(1));
    for (let page = 2; page <= 10; page++) progress.report(at(page));
    expect(delivered).toEqual([1]);
    vi.advanceTimersByTime(500);
    expect(delivered).toEqual([1, 10]);
    progress.report(at(11));
    progress.cancel();
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([1, 10]);
  });
});

describe("parseCrawlerResolve", () => {
  it("reads curl-style host:port:address entries, IPv6 bracketed or not", () => {
    expect(parseCrawlerResolve("Site.test:8080:127.0.0.1, v6.test:443:[::1]")).toEqual({
      "site.test:8080": "127.0.0.1",
      "v6.test:443": "::1",
    });
    expect(parseCrawlerResolve(undefined)).toEqual({});
  });
});
