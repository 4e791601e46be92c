export * from "./billing-contracts";
export * from "./match-plan-for-amount";
export * from "./order-summary";
