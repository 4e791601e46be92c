export * from "./key-phrases";
export * from "./language";
export * from "./readability";
export * from "./sentences";
export * from "./stem";
export * from "./stop-words";
export * from "./syllables";
