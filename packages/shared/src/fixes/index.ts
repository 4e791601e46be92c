export * from "./build-specific-fix";
export * from "./detect-platform";
