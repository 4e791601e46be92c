import { useEffect, useState } from "react";

/** Seconds left until a resend is allowed; restart() starts a new wait. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (seconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return {
    seconds,
    restart: (next: number) => {
      setNow(Date.now());
      setEndsAt(Date.now() + next * 1000);
    },
  };
}
