export * from "./classify-intent";
export * from "./keyword-contracts";
export * from "./rank-contracts";
