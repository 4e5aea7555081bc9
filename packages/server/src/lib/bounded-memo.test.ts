import { describe, expect, it } from 'vitest';
import { boundedMemo, stringBytes } from './bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes each input once while it is kept, the least recently used going first', () => {
    let calls = 0;
    const upper = boundedMemo((s) => (calls++, s.toUpperCase()), { maxEntries: 2, maxBytes: 1 << 20 });
    expect(upper('a')).toBe('A');
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(calls).toBe(2);
    // 'b' is now the least recently used: a third input pushes it out, 'a' stays.
    upper('c');
    expect(upper.size).toBe(2);
    upper('a');
    expect(calls).toBe(3);
    upper('b');
    expect(calls).toBe(4);
  });

  it('stays within its bytes however large the texts, and keeps no text too large to be worth it', () => {
    const maxBytes = 64 * 1024;
    const same = boundedMemo((s) => s, { maxEntries: 10_000, maxBytes });
    const text = (i: number) => `${i}:`.padEnd(1000, 'x');
    for (let i = 0; i < 500; i++) {
      same(text(i));
      expect(same.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Far below the count bound: the bytes decided.
    expect(same.size).toBe(Math.floor(maxBytes / (2 * stringBytes(text(0)))));
    const huge = 'y'.repeat(maxBytes);
    expect(same(huge)).toBe(huge);
    expect(same.bytes).toBeLessThanOrEqual(maxBytes);
  });
});
