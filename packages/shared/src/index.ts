export * from "./routes";
export * from "./password";
export * from "./auth";
