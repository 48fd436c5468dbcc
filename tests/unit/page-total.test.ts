// A list's total from its page where the page tells it (src/api/http/list.ts): only then may the
// count statement be skipped, and a wrong total would show as a wrong "N Einträge" or a missing "next".
import { describe, expect, it } from 'vitest';
import { pageTotal } from '../../src/api/http/list.ts';

describe('pageTotal', () => {
  it('reads the total off a page with room to spare', () => {
    expect(pageTotal({ limit: 25, offset: 0 }, 3)).toBe(3);
    expect(pageTotal({ limit: 25, offset: 50 }, 7)).toBe(57);
    expect(pageTotal({ limit: 25, offset: 0 }, 0)).toBe(0);
  });

  it('asks for a count when the page is full: more may follow', () => {
    expect(pageTotal({ limit: 25, offset: 0 }, 25)).toBeNull();
    expect(pageTotal({ limit: 1, offset: 9 }, 1)).toBeNull();
  });

  it('asks for a count when a page past the start is empty: the list may end anywhere before it', () => {
    expect(pageTotal({ limit: 25, offset: 100 }, 0)).toBeNull();
  });
});
