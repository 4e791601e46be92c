export * from "./channel-retry";
export * from "./content-item-contracts";
export * from "./content-item-requests";
export * from "./missing-for-schedule";
export * from "./publish-time-rules";
export * from "./slugify";
export * from "./social-limits";
export * from "./zoned-time";
