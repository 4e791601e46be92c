export * from "./page-unscored-reason";
export * from "./speed-points";
export * from "./summarize-scan";
