export * from "./crawl/crawl";
export * from "./crawl/default-crawl-options";
export * from "./crawl/robots-policy";
export * from "./crawl/types";
export * from "./net/create-fetcher";
export * from "./net/failed-fetch-result";
export * from "./net/types";
export * from "./speed-types";
