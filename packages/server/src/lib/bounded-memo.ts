/** What a string costs in memory at most: V8 keeps a string with any non-Latin-1 character at two bytes a character. */
export const stringBytes = (s: string) => s.length * 2;

export interface BoundedMemo {
  (input: string): string;
  readonly size: number;
  readonly bytes: number;
}

/**
 * `fn` (a pure function of a string) remembered per input, bounded by entries and by bytes (input and output): the
 * least recently used go first. A memo bounded by count alone grows with the size of the texts it holds (5,000
 * campaign texts of 100 KB are a gigabyte). An input bigger than a sixteenth of `maxBytes` is computed, not kept.
 */
export function boundedMemo(fn: (input: string) => string, { maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }): BoundedMemo {
  const entries = new Map<string, string>();
  let bytes = 0;
  const cost = (input: string, output: string) => stringBytes(input) + stringBytes(output);
  const memo = (input: string) => {
    const hit = entries.get(input);
    if (hit !== undefined) {
      entries.delete(input);
      entries.set(input, hit);
      return hit;
    }
    const output = fn(input);
    const size = cost(input, output);
    if (size > maxBytes / 16) return output;
    entries.set(input, output);
    bytes += size;
    while (entries.size > maxEntries || bytes > maxBytes) {
      const [oldest, value] = entries.entries().next().value!;
      entries.delete(oldest);
      bytes -= cost(oldest, value);
    }
    return output;
  };
  return Object.defineProperties(memo, {
    size: { get: () => entries.size },
    bytes: { get: () => bytes },
  }) as BoundedMemo;
}
