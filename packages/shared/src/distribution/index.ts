export * from "./connection-contracts";
