// 'Ranking herunterladen (CSV)': GET /associations/{id}/ranking.csv with the page's figure, level,
// order and profile filter, saved as 'Verbandsranking_YYYYMMDD.csv' (REST, a file).
import { EXPORT_PREFIX } from '../domain/constants.ts';
import { datedFileName } from '../domain/format.ts';
import { downloadFile } from './rest.ts';
import { saveBlob } from './save-blob.ts';

export interface RankingExport {
  association: number;
  field: string;
  level: string;
  sort: string;
  direction: string;
  /** Profile answers as the API's JSON parameter ('' or absent: none). */
  profile?: string;
}

export function rankingCsvPath({ association, ...query }: RankingExport): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  return `/associations/${association}/ranking.csv?${params.toString()}`;
}

export async function exportRanking(query: RankingExport, token: string | null): Promise<void> {
  saveBlob(await downloadFile(rankingCsvPath(query), token), datedFileName(EXPORT_PREFIX.ranking, 'csv'));
}
