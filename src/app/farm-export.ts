// 'LDWU-Liste exportieren (CSV)': GET /farms/csv/ with the list's filter and sort, saved as
// 'LDWUexport_YYYYMMDD.csv' (REST, a file: the gateway answers JSON only).
import { EXPORT_PREFIX } from '../domain/constants.ts';
import { datedFileName } from '../domain/format.ts';
import type { FarmSortKey, SortDirection } from '../domain/list-sort.ts';
import { downloadFile } from './rest.ts';
import { saveBlob } from './save-blob.ts';

export interface FarmExportFilter {
  search?: string;
  is_active?: boolean;
  tos_accepted?: boolean;
  has_current_report?: boolean;
  sort?: FarmSortKey;
  direction?: SortDirection;
}

export function farmCsvPath(filter: FarmExportFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return `/farms/csv/${query ? `?${query}` : ''}`;
}

export async function exportFarms(filter: FarmExportFilter, token: string | null): Promise<void> {
  saveBlob(await downloadFile(farmCsvPath(filter), token), datedFileName(EXPORT_PREFIX.farms, 'csv'));
}
