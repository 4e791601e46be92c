export * from "./accounts";
export * from "./app-settings";
export * from "./auth";
