export * from "./category-no-score-reason";
export * from "./page-unscored-reason";
export * from "./speed-points";
export * from "./summarize-scan";
