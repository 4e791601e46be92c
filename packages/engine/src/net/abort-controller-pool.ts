/**
 * AbortControllers whose signal never fired, kept for the next requests. Making a controller and its signal was
 * about 1 % of a scan's time (one per request); a used one is as good as new once the request's listeners are
 * gone, and undici removes its own when the response closes. An aborted one stays aborted, so it never returns.
 */
const idle: AbortController[] = [];
/** Enough for every request in flight at once (a few per host), not a cache that grows. */
const MAX_IDLE = 64;

export function takeAbortController(): AbortController {
  return idle.pop() ?? new AbortController();
}

export function returnAbortController(controller: AbortController): void {
  if (!controller.signal.aborted && idle.length < MAX_IDLE) idle.push(controller);
}
