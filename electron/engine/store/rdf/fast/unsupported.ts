/** Thrown when a query (or, at run time, its data) needs something the fast path does not implement. */
export class FastPathUnsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FastPathUnsupported';
  }
}

export function unsupported(reason: string): never {
  throw new FastPathUnsupported(reason);
}
