import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { isExportRangeValid } from '../../../src/domain/export-range.ts';
import { reportExportMachine, type DownloadInput, type ReportExportSnapshot } from '../../../src/machines/reportExport/machine.ts';
import { canExport, exportedFile, exportError, exportProgress, isExporting, pickerLimits, rangeErrors } from '../../../src/machines/reportExport/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const TODAY = '2026-11-23';
const provide = (fx: Effects) => reportExportMachine.provide({ actors: { download: fx.promise() } as never });
const progress = { loaded: 2048, total: null, lines: 13 };

const events: AnyEventObject[] = [
  { type: 'range.start', value: '2026-01-01' },
  { type: 'range.start', value: '2026-12-01' }, // after today
  { type: 'range.start', value: null },
  { type: 'range.end', value: '2025-12-31' }, // before the start above
  { type: 'range.end', value: null },
  { type: 'export.submit' },
  { type: 'export.cancel' },
  { type: 'export.progress', progress },
  { type: 'xstate.done.actor.download', output: { fileName: 'Prüfungenexport_20261123.csv' } },
  { type: 'xstate.error.actor.download', error: new ApiError({ status: 403, detail: 'Nur Administratoren können Prüfergebnisse exportieren.' }) },
];

const model: Model = {
  name: 'reportExport',
  machine: reportExportMachine,
  events,
  provide,
  input: { today: TODAY },
  key: (s) => [s.value, isExportRangeValid((s as ReportExportSnapshot).context.range, TODAY)],
};

runModel(model, (trace, path) => {
  const s = path.state as ReportExportSnapshot;
  // Never exporting an invalid range; the download asks for exactly the range of the context.
  if (s.matches('exporting')) {
    expect(isExportRangeValid(s.context.range, TODAY)).toBe(true);
    expect((trace.effects.started.at(-1)!.input as DownloadInput).range).toEqual(s.context.range);
  }
  if (!isExportRangeValid(s.context.range, TODAY)) expect(canExport(s)).toBe(false);
});

const start = () => {
  const fx = new Effects();
  const actor = createActor(provide(fx), { input: { today: TODAY } }).start();
  return { fx, actor, snap: () => actor.getSnapshot() };
};

describe('report export scenarios', () => {
  it('limits the pickers and names what is wrong', () => {
    const { actor, snap } = start();
    expect(pickerLimits(snap())).toEqual({ startMax: TODAY, endMin: null, endMax: TODAY });
    actor.send({ type: 'range.end', value: '2026-03-31' });
    actor.send({ type: 'range.start', value: '2026-04-01' });
    expect(pickerLimits(snap())).toEqual({ startMax: '2026-03-31', endMin: '2026-04-01', endMax: TODAY });
    expect(rangeErrors(snap())).toEqual({ start: 'Das Beginn-Datum darf nicht nach dem End-Datum liegen.', end: 'Das End-Datum darf nicht vor dem Beginn-Datum liegen.' });
    expect(canExport(snap())).toBe(false);
    actor.send({ type: 'export.submit' });
    expect(isExporting(snap())).toBe(false);
  });

  it('downloads the range, shows the progress the effect reports, then the file name', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'range.start', value: '2026-01-01' });
    actor.send({ type: 'export.submit' });
    expect(isExporting(snap())).toBe(true);
    const input = fx.inputOf('download') as DownloadInput;
    expect(input.range).toEqual({ start: '2026-01-01', end: null });
    input.report(progress);
    expect(exportProgress(snap())).toEqual(progress);
    fx.resolve('download', { fileName: 'Prüfungenexport_20261123.csv' });
    await flush();
    expect(exportedFile(snap())).toBe('Prüfungenexport_20261123.csv');
    // Changing a date starts over.
    actor.send({ type: 'range.end', value: '2026-02-01' });
    expect(exportedFile(snap())).toBeNull();
  });

  it('shows a failed export as a German notice and allows a retry', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'export.submit' });
    fx.reject('download', ApiError.noResponse());
    await flush();
    expect(exportError(snap())).toMatchObject({ title: 'Server nicht erreichbar' });
    actor.send({ type: 'export.submit' });
    expect(isExporting(snap())).toBe(true);
    actor.send({ type: 'export.cancel' });
    expect(fx.isRunning('download')).toBe(false);
    expect(isExporting(snap())).toBe(false);
  });
});
