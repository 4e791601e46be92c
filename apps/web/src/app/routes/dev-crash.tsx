/** Lets the browser tests reach the error screen; mounted only outside production. */
export function DevCrashRoute(): never {
  throw new Error("Deliberate crash from /dev/crash");
}

export { DevCrashRoute as Component };
