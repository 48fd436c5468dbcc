import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { reportImportMachine, type ReportImportSnapshot, type UploadInput } from '../../../src/machines/reportImport/machine.ts';
import {
  canImport, chosenFileName, importError, importProgress, importRejection, importResult, isChecking, isUploading, wrongFileType,
} from '../../../src/machines/reportImport/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const provide = (fx: Effects) => reportImportMachine.provide({ actors: { upload: fx.promise() } as never });
/** Files that serialize by name, so the model's graph tells the sample events apart. */
class NamedFile extends File {
  toJSON() {
    return { name: this.name };
  }
}
const csv = new NamedFile(['betriebsstaette;pruefdatum;verarbeitungsdatum\n'], 'mlp.csv', { type: 'text/csv' });
const xlsx = new NamedFile(['x'], 'mlp.xlsx');
const result = { stored: 3, replaced: 1, sites: 2, incidents: 1 };
const rejection = ApiError.fromResponse(400, 'Bad Request', {
  detail: 'Die Datei wurde nicht übernommen: 2 Zeilen sind fehlerhaft. Es wurde nichts gespeichert.',
  code: 'invalid_file',
  errors: { 'Zeile 12': ['Unbekannte Betriebsstätte „9“.'], 'Zeile 3': ['„x“ in fprz_pm ist keine Zahl.'] },
});

const events: AnyEventObject[] = [
  { type: 'file.choose', file: csv },
  { type: 'file.choose', file: xlsx },
  { type: 'import.submit' },
  { type: 'import.cancel' },
  { type: 'import.progress', progress: { loaded: 10, total: 40, lines: 0 } },
  { type: 'import.progress', progress: { loaded: 40, total: 40, lines: 0 } },
  { type: 'xstate.done.actor.upload', output: result },
  { type: 'xstate.error.actor.upload', error: rejection },
  { type: 'xstate.error.actor.upload', error: new ApiError({ status: 403, detail: 'Nur Verbands-Administratoren können Prüfberichte hochladen.' }) },
];

const model: Model = { name: 'reportImport', machine: reportImportMachine, events, provide };

runModel(model, (trace, path) => {
  const s = path.state as ReportImportSnapshot;
  if (s.matches('uploading')) expect((trace.effects.started.at(-1)!.input as UploadInput).file).toBe(s.context.file);
  // Exactly one outcome at a time.
  expect([importResult(s), importRejection(s), importError(s)].filter((x) => x !== null).length).toBeLessThanOrEqual(1);
});

const start = () => {
  const fx = new Effects();
  const actor = createActor(provide(fx)).start();
  return { fx, actor, snap: () => actor.getSnapshot() };
};

describe('report import scenarios', () => {
  it('refuses a file that is not CSV before anything is sent', () => {
    const { fx, actor, snap } = start();
    expect(canImport(snap())).toBe(false);
    actor.send({ type: 'file.choose', file: xlsx });
    expect(wrongFileType(snap())).toBe(true);
    expect(chosenFileName(snap())).toBeNull();
    actor.send({ type: 'import.submit' });
    expect(fx.started).toEqual([]);
  });

  it('uploads with progress, then checks, then shows the counts', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'file.choose', file: csv });
    expect(chosenFileName(snap())).toBe('mlp.csv');
    actor.send({ type: 'import.submit' });
    const input = fx.inputOf('upload') as UploadInput;
    input.report({ loaded: 20, total: 80, lines: 0 });
    expect(isUploading(snap()) && !isChecking(snap())).toBe(true);
    expect(importProgress(snap())).toEqual({ loaded: 20, total: 80, lines: 0 });
    input.report({ loaded: 80, total: 80, lines: 0 });
    expect(isChecking(snap())).toBe(true);
    fx.resolve('upload', result);
    await flush();
    expect(importResult(snap())).toEqual(result);
    // The stored file is not sent twice; a new file starts over.
    expect(canImport(snap())).toBe(false);
    actor.send({ type: 'file.choose', file: csv });
    expect(importResult(snap())).toBeNull();
    expect(canImport(snap())).toBe(true);
  });

  it('lists the rejected lines in file order', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'file.choose', file: csv });
    actor.send({ type: 'import.submit' });
    fx.reject('upload', rejection);
    await flush();
    expect(importRejection(snap())).toEqual({
      detail: 'Die Datei wurde nicht übernommen: 2 Zeilen sind fehlerhaft. Es wurde nichts gespeichert.',
      lines: [
        { line: 'Zeile 3', reasons: ['„x“ in fprz_pm ist keine Zahl.'] },
        { line: 'Zeile 12', reasons: ['Unbekannte Betriebsstätte „9“.'] },
      ],
    });
  });

  it('shows other failures as a German notice and allows a retry', async () => {
    const { fx, actor, snap } = start();
    actor.send({ type: 'file.choose', file: csv });
    actor.send({ type: 'import.submit' });
    fx.reject('upload', ApiError.noResponse());
    await flush();
    expect(importError(snap())).toMatchObject({ title: 'Server nicht erreichbar' });
    expect(canImport(snap())).toBe(true);
    actor.send({ type: 'import.submit' });
    expect(fx.isRunning('upload')).toBe(true);
  });
});
