export * from "./extract-meta-candidates";
export * from "./meta-contracts";
export * from "./meta-limits";
export * from "./serp-preview";
