export * from "./api-token-contracts";
