// /data-export 'Daten exportieren' (product rules ‹Data export›): the reports of the user's scope as
// 'Prüfungenexport_YYYYMMDD.csv', optionally from a start and up to an end date (start ≤ end ≤ today,
// enforced by the pickers' limits and the domain's messages), with progress while the file streams.
import { useSelector } from '@xstate/react';
import { EXPORT_RANGE_TEXTS as T } from '../../../domain/export-range.ts';
import { downloadProgressText } from '../../../domain/transfer.ts';
import {
  canExport,
  exportedFile,
  exportError,
  exportProgress,
  exportRange,
  isExporting,
  pickerLimits,
  rangeErrors,
} from '../../../machines/reportExport/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { DatePicker } from '../../ui/DatePicker.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TransferProgressBar } from './TransferProgressBar.tsx';
import { useReportExport } from './useTransferActors.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the data pages' stylesheet
import './data-pages.css';

export function DataExportPage() {
  const actor = useReportExport();
  const range = useSelector(actor, exportRange);
  const limits = useSelector(actor, pickerLimits, (a, b) => a.startMax === b.startMax && a.endMin === b.endMin && a.endMax === b.endMax);
  const errors = useSelector(actor, rangeErrors, (a, b) => a.start === b.start && a.end === b.end);
  const busy = useSelector(actor, isExporting);
  const ready = useSelector(actor, canExport);
  const progress = useSelector(actor, exportProgress);
  const file = useSelector(actor, exportedFile);
  const error = useSelector(actor, exportError);

  return (
    <article className="page-card stack data-page" aria-labelledby="data-export-title">
      <h1 id="data-export-title">{T.title}</h1>
      <section className="stack" aria-labelledby="data-export-section">
        <h2 id="data-export-section">{T.section}</h2>
        <div className="data-page__dates">
          <div className="data-page__date">
            <DatePicker
              label={T.startLabel}
              value={range.start}
              onChange={(value) => actor.send({ type: 'range.start', value })}
              maxValue={limits.startMax}
              placeholder={T.startPlaceholder}
              resetLabel={T.startReset}
              errorMessage={errors.start ?? null}
              isDisabled={busy}
            />
          </div>
          <div className="data-page__date">
            <DatePicker
              label={T.endLabel}
              value={range.end}
              onChange={(value) => actor.send({ type: 'range.end', value })}
              minValue={limits.endMin}
              maxValue={limits.endMax}
              placeholder={T.endPlaceholder}
              resetLabel={T.endReset}
              errorMessage={errors.end ?? null}
              isDisabled={busy}
            />
          </div>
        </div>
        <div className="form__actions data-page__actions">
          <Button onPress={() => actor.send({ type: 'export.submit' })} isDisabled={!ready} isPending={busy} pendingLabel="Export läuft …">
            {T.submit}
          </Button>
          {busy ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'export.cancel' })}>
              Abbrechen
            </Button>
          ) : null}
        </div>
        {busy ? <TransferProgressBar label="Fortschritt des Exports" progress={progress} text={downloadProgressText(progress)} /> : null}
        {file ? (
          <Notice kind="success" title="Export abgeschlossen">
            <p>
              {file} wurde heruntergeladen ({downloadProgressText(progress)}).
            </p>
          </Notice>
        ) : null}
        {error ? (
          <Notice kind="error" title={error.title}>
            <p>{error.message}</p>
          </Notice>
        ) : null}
      </section>
    </article>
  );
}
