export * from "./auth";
export * from "./backlinks";
export * from "./live-events";
export * from "./password";
export * from "./routes";
export * from "./scan-result";
export * from "./sites";
export * from "./usage";
