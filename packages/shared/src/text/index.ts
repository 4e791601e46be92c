export * from "./key-phrases";
export * from "./language";
export * from "./measure-evidence";
export * from "./readability";
export * from "./sentences";
export * from "./stem";
export * from "./stop-words";
export * from "./syllables";
