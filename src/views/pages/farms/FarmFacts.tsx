// The read-only facts of a farm: number, invoicing association and the terms consent date; above
// them, when the farm has more locations or sites than one request brings, how many are shown.
import { NO_INVOICING_ASSOCIATION } from '../../../domain/farm-list.ts';
import { formatDateTime, NEVER_TEXT } from '../../../domain/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import type { FarmDetail } from './useFarmDetail.ts';

export function FarmFacts({ detail, showName = false }: { detail: FarmDetail; showName?: boolean }) {
  const { farm, associationName } = detail;
  return (
    <>
    {detail.cut.map((text) => (
      <Notice key={text} kind="info">
        <p>{text}</p>
      </Notice>
    ))}
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
    </>
  );
}
