export * from "./backlink-contracts";
export * from "./parse-known-links";
