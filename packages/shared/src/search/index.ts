export * from "./classify-intent";
export * from "./content-idea-contracts";
export * from "./keyword-contracts";
export * from "./rank-contracts";
