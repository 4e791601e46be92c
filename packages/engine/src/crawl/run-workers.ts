export interface WorkSource<T> {
  /** The next item, "wait" while running visits may still add work, or "stop". Gets the number of running visits. */
  next(active: number): T | "wait" | "stop";
  visit(item: T): Promise<void>;
}

/** N workers share one queue; a worker with nothing to do waits until a running visit may have added work. */
export async function runWorkers<T>(count: number, source: WorkSource<T>): Promise<void> {
  let active = 0;
  let failure: unknown = null;
  let wake: (() => void)[] = [];
  const notify = () => {
    const waiting = wake;
    wake = [];
    for (const resolve of waiting) resolve();
  };
  const worker = async () => {
    while (failure === null) {
      const item = source.next(active);
      if (item === "stop") break;
      if (item === "wait") {
        if (active === 0) break;
        await new Promise<void>((resolve) => wake.push(resolve));
        continue;
      }
      active++;
      try {
        await source.visit(item);
      } catch (error) {
        failure ??= error;
      } finally {
        active--;
        notify();
      }
    }
    notify();
  };
  await Promise.all(Array.from({ length: Math.max(1, count) }, worker));
  if (failure !== null) throw failure;
}
