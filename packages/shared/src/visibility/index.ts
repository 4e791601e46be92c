export * from "./visibility-contracts";
