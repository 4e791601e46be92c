export * from "./competitor-contracts";
