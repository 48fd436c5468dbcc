import { describe, expect, it } from 'vitest';
import * as c from '../../src/domain/constants.ts';

describe('business constants (product rules ‹Business constants and limits›)', () => {
  it('timings', () => {
    expect([c.QUOTE_INTERVAL_MS, c.NOTIFICATION_DURATION_MS, c.FILTER_DEBOUNCE_MS, c.CHUNK_LOAD_TIMEOUT_MS]).toEqual([8000, 10000, 300, 120000]);
    expect(c.TIMELINE_REQUEST_SPACING_MS).toBe(50);
    expect(c.POPOVER_DELAY_MS).toEqual({ evaluation: 1000, comparisonGroup: 500, filter: 500 });
  });
  it('limits', () => {
    expect(c.MIN_REPORTS_FOR_COMPARISON_GROUP).toBe(10);
    expect(c.DEFAULT_FIELD_PRECISION).toBe(2);
    expect(c.HISTORY_MONTHS).toBe(12);
    expect(c.INCIDENTS_PER_SITE).toBe(1);
    expect([c.DASHBOARD_REPORTS_INITIAL, c.DASHBOARD_REPORTS_MAX]).toEqual([3, 10]);
    expect([c.RETRY_MAX_RETRIES, c.RETRY_BASE_DELAY_MS, c.RETRY_FACTOR]).toEqual([5, 200, 2]);
    expect(c.TRACE_SAMPLE_RATE).toBe(1);
    expect(c.LOCATION_SIZE_BOUNDS).toEqual([1, 10, 50, 100, 250, 500, 750, 1000]);
    expect([c.TOP_PERCENTAGE_MAX, c.TOP_PERCENTAGE_STEP]).toEqual([95, 5]);
    expect(c.TOLERANCE_OPTIONS).toEqual([0.05, 0.1]);
  });
  it('dashboard report fields', () => {
    expect(c.DASHBOARD_REPORT_FIELDS).toEqual(['anz_geprueft', 'leistung_milch_kg_div_melk_avg', 'fprz_pm', 'eprz_pm', 'leistung_zellgehalt_avg_tsd', 'harnstoff_harnstoff_avg_ges']);
  });
  it('texts and names', () => {
    expect(c.PREFIX_OPTIONS).toEqual(['Herr', 'Frau']);
    expect(c.EXPORT_PREFIX).toEqual({ users: 'Benutzerexport_', evaluation: 'Auswertungsexport_', reports: 'Prüfungenexport_', farms: 'LDWUexport_', ranking: 'Verbandsranking_' });
    expect(c.EVALUATION_CATEGORIES).toHaveLength(9);
    expect(c.COPY_SUFFIX).toBe(' Kopie');
  });
});
