// The code warm-up a national-scale server runs after loading (src/api/services/benchmark/warm-up.ts)
// works on the product's figure catalogue and on a longer list, as of any date, and is not vacuous:
// each of its three groups has members with data, so the counting, collecting, top-in and
// timeline paths it is there for really run. A warm-up that threw would stop such a server's start.
// It runs once per process: an engine rebuilt while the server serves must not block requests again.
import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../src/api/catalogue/fields.ts';
import { LOOKBACK_DAYS } from '../../src/api/services/benchmark/service.ts';
import { WARM_UP_SITES, warmUpEngine, warmUpOnce } from '../../src/api/services/benchmark/warm-up.ts';
import { figureInfo } from '../../src/engine/index.ts';

describe('the engine code warm-up', () => {
  it('runs over the catalogue and finds members in all three groups', () => {
    const { members } = warmUpEngine(figureInfo(), LOOKBACK_DAYS, '2026-11-27');
    expect(members).toHaveLength(3);
    for (const n of members) expect(n).toBeGreaterThan(50);
  });

  it('runs over 200 figures on the first of a month (the lookback reaches into the month before)', () => {
    const fields = Array.from({ length: 200 }, (_, i) => ({ ...REPORT_FIELDS[i % REPORT_FIELDS.length]!, pythonic_name: `f${i}` }));
    const { members } = warmUpEngine(figureInfo(fields), LOOKBACK_DAYS, '2026-03-01');
    for (const n of members) expect(n).toBeGreaterThan(50);
  });

  it('runs once per process, and only for an engine of WARM_UP_SITES sites or more', () => {
    expect(warmUpOnce(WARM_UP_SITES - 1, figureInfo(), LOOKBACK_DAYS, '2026-11-27')).toBeNull();
    expect(warmUpOnce(WARM_UP_SITES, figureInfo(), LOOKBACK_DAYS, '2026-11-27')).toBeGreaterThan(0);
    expect(warmUpOnce(60_000, figureInfo(), LOOKBACK_DAYS, '2026-11-27')).toBeNull();
  });
});
