export * from "./competitor-contracts";
export * from "./discovery-contracts";
