// /data-import 'Daten importieren' (association admins and superusers; the door for POST
// /reports/upload/): choose an MLP file, watch it upload and be checked, then see the reports stored
// and the incidents raised, or the rejected lines with their reasons (nothing stored).
import { useSelector } from '@xstate/react';
import { REPORT_IMPORT_TEXTS as T, uploadSummary } from '../../../domain/report-import.ts';
import { uploadProgressText } from '../../../domain/transfer.ts';
import {
  canImport,
  chosenFileName,
  importError,
  importProgress,
  importRejection,
  importResult,
  isChecking,
  isUploading,
  wrongFileType,
} from '../../../machines/reportImport/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { FileDrop } from '../../ui/FileDrop.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TransferProgressBar } from './TransferProgressBar.tsx';
import { useReportImport } from './useTransferActors.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the data pages' stylesheet
import './data-pages.css';

export function DataImportPage() {
  const actor = useReportImport();
  const fileName = useSelector(actor, chosenFileName);
  const busy = useSelector(actor, isUploading);
  const checking = useSelector(actor, isChecking);
  const ready = useSelector(actor, canImport);
  const progress = useSelector(actor, importProgress);
  const wrongType = useSelector(actor, wrongFileType);
  const result = useSelector(actor, importResult);
  const rejection = useSelector(actor, importRejection);
  const error = useSelector(actor, importError);

  return (
    <article className="page-card stack data-page" aria-labelledby="data-import-title">
      <h1 id="data-import-title">{T.title}</h1>
      <section className="stack" aria-labelledby="data-import-section">
        <h2 id="data-import-section">{T.section}</h2>
        <p className="muted">{T.intro}</p>
        <FileDrop
          label={T.fileLabel}
          acceptedFileTypes={['.csv', 'text/csv']}
          onFile={(file) => actor.send({ type: 'file.choose', file })}
          placeholder={T.placeholder}
          dropHint={T.dropHint}
          fileName={fileName}
          isDisabled={busy}
        />
        {wrongType ? (
          <Notice kind="error">
            <p>{T.wrongType}</p>
          </Notice>
        ) : null}
        <div className="form__actions data-page__actions">
          <Button onPress={() => actor.send({ type: 'import.submit' })} isDisabled={!ready} isPending={busy} pendingLabel="Import läuft …">
            {T.submit}
          </Button>
          {busy ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'import.cancel' })}>
              {T.cancel}
            </Button>
          ) : null}
        </div>
        {busy ? (
          <TransferProgressBar label="Fortschritt des Imports" progress={checking ? null : progress} text={checking ? T.checking : uploadProgressText(progress)} />
        ) : null}
        {result ? (
          <Notice kind="success" title={T.storedTitle}>
            <ul className="plain-list data-import__summary">
              {uploadSummary(result).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {result.incidents > 0 ? (
              <p>
                <Link href="/controlling">Zum Controllingsystem</Link>
              </p>
            ) : null}
          </Notice>
        ) : null}
        {rejection ? (
          <Notice kind="error" title={T.rejectedTitle}>
            <p>{rejection.detail}</p>
            <p>{T.nothingStored}</p>
            <ul className="data-import__lines" aria-label="Fehlerhafte Zeilen">
              {rejection.lines.map((l) => (
                <li key={l.line}>
                  <strong>{l.line}:</strong> {l.reasons.join(' ')}
                </li>
              ))}
            </ul>
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
