export * from "./ai-assistant-sources";
export * from "./google-contracts";
export * from "./match-search-console-property";
export * from "./panel-contracts";
export * from "./search-console-insights";
