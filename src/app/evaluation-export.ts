// 'Auswertung herunterladen' (product rules ‹Evaluation detail›, ‹Evaluation, group and filter calls›): GET /evaluations/{id}/xlsx/ for one entity over
// REST (a binary), through the session client so an expired token is refreshed once and replayed;
// saved as 'Auswertungsexport_YYYYMMDD.xlsx'.
import { EXPORT_PREFIX } from '../domain/constants.ts';
import type { EntityRef } from '../domain/entity-param.ts';
import { datedFileName } from '../domain/format.ts';
import type { SessionClient } from '../machines/session/client.ts';
import { downloadFile } from './rest.ts';
import { saveBlob } from './save-blob.ts';

export const evaluationXlsxPath = (evaluationId: number, entity: EntityRef) =>
  `/evaluations/${evaluationId}/xlsx/?entity_type=${entity.type}&entity_id=${entity.id}`;

export async function downloadEvaluationXlsx(client: SessionClient, evaluationId: number, entity: EntityRef): Promise<void> {
  const blob = await client.request((token) => downloadFile(evaluationXlsxPath(evaluationId, entity), token));
  saveBlob(blob, datedFileName(EXPORT_PREFIX.evaluation, 'xlsx'));
}
