export * from "./extract-meta-candidates";
export * from "./meta-contracts";
export * from "./meta-limits";
export * from "./schema-contracts";
export * from "./schema-fields";
export * from "./serp-preview";
