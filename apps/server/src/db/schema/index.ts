export * from "./accounts";
export * from "./app-settings";
export * from "./auth";
export * from "./blog";
export * from "./contact";
export * from "./pages";
export * from "./plans";
export * from "./push";
