/** Declarations for with-timeout.mjs (see there). */
export class TimeoutError extends Error {
  constructor(message: string);
}

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T>;
