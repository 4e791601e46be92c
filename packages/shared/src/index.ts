export * from "./auth";
export * from "./password";
export * from "./routes";
export * from "./scan-result";
export * from "./sites";
