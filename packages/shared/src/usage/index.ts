export * from "./default-plan-quotas";
export * from "./usage-quotas";
