export * from "./monitoring-contracts";
