// FreshReader (src/api/db/versions.ts) shares version readings between requests; a request must
// never get a reading that began before it asked, or a write committed just before the request
// could be missed by the access check.
import { describe, expect, it } from 'vitest';
import { FreshReader } from '../../src/api/db/versions.ts';

/** A source whose readings the test finishes by hand; each reading returns the counter at its start. */
function manualSource() {
  let counter = 0;
  const pending: { value: number; finish(): void; fail(error: Error): void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const value = counter;
      pending.push({ value, finish: () => resolve(value), fail: reject });
    });
  return { read, pending, bump: () => counter++ };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('FreshReader', () => {
  it('answers a caller with a reading that began after it asked, sharing it with everyone who asked meanwhile', async () => {
    const source = manualSource();
    const reader = new FreshReader(source.read);
    const first = reader.get();
    expect(source.pending).toHaveLength(1);
    // A write commits while the first reading is under way; later callers must see it.
    source.bump();
    const second = reader.get();
    const third = reader.get();
    expect(source.pending).toHaveLength(1);
    source.pending[0]!.finish();
    expect(await first).toBe(0);
    await tick();
    expect(source.pending).toHaveLength(2);
    source.pending[1]!.finish();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('starts at once when nothing is under way, and a failed reading neither sticks nor blocks the next', async () => {
    const source = manualSource();
    const reader = new FreshReader(source.read);
    const failing = reader.get();
    const waiting = reader.get();
    source.bump();
    source.pending[0]!.fail(new Error('Verbindung verloren'));
    await expect(failing).rejects.toThrow('Verbindung verloren');
    await tick();
    source.pending[1]!.finish();
    expect(await waiting).toBe(1);
    const later = reader.get();
    expect(source.pending).toHaveLength(3);
    source.pending[2]!.finish();
    expect(await later).toBe(1);
  });

  it('serves a mark with any reading begun after it, and never with one begun before', async () => {
    const source = manualSource();
    const reader = new FreshReader(source.read);
    const before = reader.get();
    // The request starts while an older reading is under way: that one must not serve it.
    const since = reader.mark();
    source.bump();
    const own = reader.get(since);
    source.pending[0]!.finish();
    expect(await before).toBe(0);
    await tick();
    expect(source.pending).toHaveLength(2);
    source.pending[1]!.finish();
    expect(await own).toBe(1);
    // The request's later questions share its reading (no new one), even once it has returned.
    source.bump();
    expect(await reader.get(since)).toBe(1);
    expect(source.pending).toHaveLength(2);
    // A request that starts now asks again and sees the newer commit.
    const later = reader.mark();
    const fresh = reader.get(later);
    expect(source.pending).toHaveLength(3);
    source.pending[2]!.finish();
    expect(await fresh).toBe(2);
  });

  it('reads again for a mark whose newest reading failed', async () => {
    const source = manualSource();
    const reader = new FreshReader(source.read);
    const since = reader.mark();
    const failing = reader.get(since);
    source.pending[0]!.fail(new Error('Verbindung verloren'));
    await expect(failing).rejects.toThrow('Verbindung verloren');
    await tick();
    const again = reader.get(since);
    expect(source.pending).toHaveLength(2);
    source.pending[1]!.finish();
    expect(await again).toBe(0);
  });
});
