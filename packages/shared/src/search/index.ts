export * from "./rank-contracts";
