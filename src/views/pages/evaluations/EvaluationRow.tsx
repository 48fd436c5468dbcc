// One evaluation in the list (product rules ‹Evaluations list›): its link to /evaluations/{id} with the popover after 1 s
// (at once on keyboard focus), the star for entity-bound ones, and edit, copy and delete where the
// rules allow (src/domain/evaluation-list.ts rowTools).
import { POPOVER_DELAY_MS } from '../../../domain/constants.ts';
import { STAR_TOOLTIPS, type RowTools } from '../../../domain/evaluation-list.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { EvaluationSummary } from './EvaluationSummary.tsx';
import { CopyIcon, EditIcon, StarIcon, TrashIcon } from './icons.tsx';
import type { GroupItem, ListedEvaluation, NamedItem } from './useEvaluationData.ts';

interface Props {
  evaluation: ListedEvaluation;
  tools: RowTools;
  isDefault: boolean;
  starring: boolean;
  filters: readonly NamedItem[];
  groups: readonly GroupItem[];
  /** The filter and group names have been answered. */
  definitionsLoaded: boolean;
  onStar: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}

function IconButton({ label, onPress, children, isPending }: { label: string; onPress: () => void; children: React.ReactNode; isPending?: boolean }) {
  return (
    <Tooltip content={label}>
      <Button variant="quiet" className="evaluation-row__tool" aria-label={label} onPress={onPress} isPending={isPending} pendingLabel={label}>
        {children}
      </Button>
    </Tooltip>
  );
}

export function EvaluationRow({ evaluation: e, tools, isDefault, starring, filters, groups, definitionsLoaded, onStar, onEdit, onCopy, onDelete }: Props) {
  return (
    <li className="evaluation-row">
      <div className="evaluation-row__main">
        <Tooltip delay={POPOVER_DELAY_MS.evaluation} wide placement="bottom start" content={<EvaluationSummary filter={e.filter ?? null} groups={e.comparison_groups} filters={filters} groupNames={groups} loaded={definitionsLoaded} />}>
          <Link href={`/evaluations/${e.id}`} className="evaluation-row__name">
            {e.name}
          </Link>
        </Tooltip>
        {isDefault ? <span className="badge badge--muted">Startseite</span> : null}
      </div>
      <div className="evaluation-row__tools">
        {tools.star ? (
          <IconButton label={isDefault ? STAR_TOOLTIPS.unset : STAR_TOOLTIPS.set} onPress={onStar} isPending={starring}>
            <StarIcon filled={isDefault} />
          </IconButton>
        ) : null}
        {tools.edit ? (
          <IconButton label="Bearbeiten" onPress={onEdit}>
            <EditIcon />
          </IconButton>
        ) : null}
        {tools.copy ? (
          <IconButton label="Kopie erstellen" onPress={onCopy}>
            <CopyIcon />
          </IconButton>
        ) : null}
        {tools.remove ? (
          <IconButton label="Löschen" onPress={onDelete}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
    </li>
  );
}
