export * from "./dashboard-contracts";
