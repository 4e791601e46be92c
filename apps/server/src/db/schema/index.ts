export * from "./app-settings";
export * from "./auth";
