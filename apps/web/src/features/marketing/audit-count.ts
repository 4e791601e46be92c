declare const __AUDIT_COUNT__: number;

/** How many checks one analysis runs (the engine's audit list, read at build time). */
export const AUDIT_COUNT: number = __AUDIT_COUNT__;
