export * from "./auth";
export * from "./live-events";
export * from "./password";
export * from "./routes";
export * from "./scan-result";
export * from "./search";
export * from "./sites";
export * from "./usage";
