declare const __AUDIT_COUNT__: number | undefined;

/**
 * How many checks one analysis runs: the engine's audit list, counted by vite.config.ts at build
 * time. Unit tests run without that build step and see 0.
 */
export const AUDIT_COUNT: number = typeof __AUDIT_COUNT__ === "number" ? __AUDIT_COUNT__ : 0;
