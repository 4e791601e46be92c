export * from "./content-draft-contracts";
export * from "./outline-from-html";
export * from "./passive-voice";
export * from "./score-content";
