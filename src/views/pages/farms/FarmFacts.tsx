// The read-only facts of a farm: number, invoicing association and the terms consent date.
import { NO_INVOICING_ASSOCIATION } from '../../../domain/farm-list.ts';
import { formatDateTime, NEVER_TEXT } from '../../../domain/format.ts';
import type { FarmDetail } from './useFarmDetail.ts';

export function FarmFacts({ detail, showName = false }: { detail: FarmDetail; showName?: boolean }) {
  const { farm, associationName } = detail;
  return (
    <dl className="facts">
      <div>
        <dt>IDNr. des LDWU</dt>
        <dd>{farm.number}</dd>
      </div>
      {showName ? (
        <div>
          <dt>Name</dt>
          <dd>{farm.name}</dd>
        </div>
      ) : null}
      <div>
        <dt>Zugehöriger Verband</dt>
        <dd>{farm.invoicing_association === null ? NO_INVOICING_ASSOCIATION : (associationName ?? '…')}</dd>
      </div>
      <div>
        <dt>Zustimmung erteilt</dt>
        <dd>{farm.tos_accepted ? formatDateTime(farm.tos_accepted) : NEVER_TEXT}</dd>
      </div>
    </dl>
  );
}
