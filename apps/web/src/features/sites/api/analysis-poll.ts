/** Spec §4/§9: when live updates are silent, the site is re-read every 5 s, at most 6 times. */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLLS = 6;

export type PollState = { polls: number; lastNewsAt: number };

/**
 * What the watcher does on each tick while a site is analysing: nothing if a live event arrived
 * recently, re-read the site otherwise, and give up (time-out message) after the sixth silent re-read.
 */
export function nextPollStep(state: PollState, now: number): "wait" | "poll" | "give-up" {
  if (now - state.lastNewsAt < POLL_INTERVAL_MS) return "wait";
  return state.polls >= MAX_POLLS ? "give-up" : "poll";
}
