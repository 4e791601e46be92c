export * from "./contracts";
export * from "./duplicate-key";
export * from "./page-url";
export * from "./plan-limits";
export * from "./recommendation-priority";
export * from "./site-domains";
export * from "./site-url";
