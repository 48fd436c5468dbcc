// 'Auswertung herunterladen' (product rules ‹Evaluation detail›): the XLSX of the shown entity; disabled while a
// comparison group is invalid, with the reason next to it (not only a greyed button).
import { useState } from 'react';
import { useAppSystem } from '../../../../app/AppContext.tsx';
import { downloadEvaluationXlsx } from '../../../../app/evaluation-export.ts';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { ApiError } from '../../../../domain/errors.ts';
import { REPORT_TEXT, failureText } from '../../../../domain/evaluation-report.ts';
import { Button } from '../../../ui/Button.tsx';

export function DownloadButton({ evaluationId, entity, disabled }: { evaluationId: number; entity: EntityRef; disabled: boolean }) {
  const { client } = useAppSystem();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadEvaluationXlsx(client, evaluationId, entity);
    } catch (e) {
      setError(failureText(e instanceof ApiError ? e.status : null));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="report-download">
      <Button variant="secondary" isDisabled={disabled} isPending={pending} pendingLabel="Datei wird erstellt …" onPress={() => void download()}>
        {REPORT_TEXT.download}
      </Button>
      {disabled ? <span className="report-download__why">{REPORT_TEXT.invalidGroups}</span> : null}
      {error ? (
        <span className="report-download__why" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
