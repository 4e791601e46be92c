export function bareLoop(origin: string, pages: number, concurrency: number): Promise<number>;
