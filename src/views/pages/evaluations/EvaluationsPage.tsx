// /evaluations 'Auswertungen' (product rules ‹Evaluations list›): every evaluation the user sees, in sections by entity type
// (Universell first), by entity name, then by name; star, edit, copy and delete per the rules of
// src/domain/evaluation-list.ts; 'Neue Auswertung hinzufügen' for managers. The server sends 50 at a
// time in section order, searched by name ('Auswertungen filtern'), with the pager below: an
// association clerk's thousands of evaluations are never loaded at once nor cut silently. '?new' opens the
// new-evaluation wizard (the dashboard's 'Neue Auswertung definieren' links there).
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useEvaluationListEffects } from '../../../app/evaluation-effects.ts';
import { useCurrentUser } from '../../../app/hooks.ts';
import { evaluationSections, rowTools, type EvaluationSection } from '../../../domain/evaluation-list.ts';
import type { EntityRef } from '../../../domain/entity-param.ts';
import { evaluationGroupRefs } from '../../../domain/evaluation-rules.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { LIST_PAGE_SIZE } from '../../../domain/list-sort.ts';
import { canManageEvaluations } from '../../../domain/permissions.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { Pager } from '../../ui/Pager.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { DeleteEvaluationDialog } from './DeleteEvaluationDialog.tsx';
import { EvaluationRow } from './EvaluationRow.tsx';
import { useEntityNames } from './useEntityNames.ts';
import { useEvaluationDefinitions, useEvaluationList, type ListedEvaluation } from './useEvaluationData.ts';
import { EvaluationWizard, type WizardRequest } from './wizard/EvaluationWizard.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this module
import './evaluations-list.css';

/** Consecutive entries of one entity under its name. */
function byEntity(section: EvaluationSection<ListedEvaluation>) {
  const blocks: { name: string; entries: ListedEvaluation[] }[] = [];
  for (const { evaluation, entityName } of section.entries) {
    const last = blocks.at(-1);
    if (last && last.name === entityName) last.entries.push(evaluation);
    else blocks.push({ name: entityName, entries: [evaluation] });
  }
  return blocks;
}

export function EvaluationsPage() {
  const me = useCurrentUser();
  const [, navigate] = useLocation();
  const isNew = new URLSearchParams(useSearch()).has('new');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, FILTER_DEBOUNCE_MS).trim();
  // A new search starts on the first page.
  const [page, setPage] = useState({ of: '', index: 0 });
  const current = page.of === search ? page.index : 0;
  const { evaluations, count, stale, error, hasData, shownFor, reload } = useEvaluationList(search, current);
  // The filters and groups the listed evaluations use, by id: the popover names them.
  const filterIds = useMemo(() => evaluations.flatMap((e) => (typeof e.filter === 'number' ? [e.filter] : [])), [evaluations]);
  const groupIds = useMemo(() => evaluations.flatMap((e) => evaluationGroupRefs(e.comparison_groups).filter((r): r is number => typeof r === 'number')), [evaluations]);
  const definitions = useEvaluationDefinitions(filterIds, groupIds);
  const refs = useMemo(() => evaluations.flatMap((e): EntityRef[] => (e.entity_type && e.entity_id !== null ? [{ type: e.entity_type, id: e.entity_id }] : [])), [evaluations]);
  const entities = useEntityNames(refs);
  const mutations = useEvaluationListEffects();
  const [wizard, setWizard] = useState<WizardRequest | null>(null);
  const [deleting, setDeleting] = useState<ListedEvaluation | null>(null);
  const [starring, setStarring] = useState<number | null>(null);
  // The shown page's sections stay while the next page's entity names load (no spinner, no jump).
  // (Before the first page the rows are a new empty list each render: no sections then.)
  const fresh = useMemo(() => (hasData && entities.hasData ? evaluationSections(evaluations, entities.names) : null), [hasData, evaluations, entities.hasData, entities.names]);
  const [last, setLast] = useState(fresh);
  if (fresh && fresh !== last) setLast(fresh);
  const sections = fresh ?? last;
  const busy = stale || !fresh;

  const manage = !!me && canManageEvaluations(me);
  const request: WizardRequest | null = wizard ?? (isNew && manage ? { kind: 'new' } : null);
  const closeWizard = useCallback(() => {
    setWizard(null);
    if (isNew) navigate('/evaluations', { replace: true });
  }, [isNew, navigate]);
  const saved = useCallback(
    ({ created }: { id: number | null; created: boolean }) => {
      notify({ level: 'success', title: created ? 'Auswertung hinzugefügt' : 'Auswertung gespeichert', message: '' });
      closeWizard();
      reload();
    },
    [closeWizard, reload],
  );
  if (!me) return null;

  const star = async (e: ListedEvaluation) => {
    setStarring(e.id);
    try {
      await mutations.star(me.default_evaluation === e.id ? null : e.id);
    } catch (err) {
      const notice = noticeFromError(err, 'Startseite nicht geändert');
      if (notice) notify(notice);
    } finally {
      setStarring(null);
    }
  };
  const remove = async (e: ListedEvaluation) => {
    await mutations.remove(e.id);
    setDeleting(null);
    notify({ level: 'success', title: 'Auswertung gelöscht', message: `„${e.name}“ wurde gelöscht.` });
    reload();
  };

  return (
    <section className="evaluations-page" aria-labelledby="evaluations-title">
      <div className="page-head">
        <h1 id="evaluations-title">Auswertungen</h1>
        {manage ? (
          <Button onPress={() => setWizard({ kind: 'new' })}>Neue Auswertung hinzufügen</Button>
        ) : null}
      </div>
      <p className="lead">Folgende Auswertungen stehen Ihnen zur Verfügung</p>
      <SearchField label="Auswertungen filtern" value={text} onChange={setText} className="evaluations-page__search" />
      {error && !hasData ? (
        <Notice kind="error" title="Die Auswertungen konnten nicht geladen werden.">
          <p>{noticeFromError(error)?.message}</p>
          <Button variant="secondary" onPress={() => reload()}>
            Erneut versuchen
          </Button>
        </Notice>
      ) : !hasData || !sections ? (
        <Spinner label="Auswertungen werden geladen …" showLabel size="large" />
      ) : (
        <div className={`evaluations-page__list${busy ? ' paged-list--busy' : ''}`} aria-busy={busy} data-filter={String((shownFor as { search?: string } | null)?.search ?? '')}>
          <p className="muted" role="status" aria-live="polite">
            {count.toLocaleString('de-DE')} {count === 1 ? 'Auswertung' : 'Auswertungen'}{search ? ' gefunden' : ''}
          </p>
          {sections.length === 0 ? <p>{search ? 'Keine Auswertungen gefunden.' : 'Noch keine Auswertungen vorhanden.'}</p> : null}
          {sections.map((section) => (
          <section key={section.key} className="evaluation-section" aria-labelledby={`section-${section.key}`}>
            <h2 id={`section-${section.key}`} className="evaluation-section__title">
              {section.title}
            </h2>
            {byEntity(section).map((block) => (
              <div key={block.name || 'none'} className="evaluation-section__entity">
                {block.name ? <h3 className="evaluation-section__entity-name">{block.name}</h3> : null}
                <ul className="evaluation-list" aria-label={block.name || section.title}>
                  {block.entries.map((e) => (
                    <EvaluationRow
                      key={e.id}
                      evaluation={e}
                      tools={rowTools(me, e)}
                      isDefault={me.default_evaluation === e.id}
                      starring={starring === e.id}
                      filters={definitions.filters}
                      groups={definitions.groups}
                      definitionsLoaded={definitions.hasData}
                      onStar={() => void star(e)}
                      onEdit={() => setWizard({ kind: 'edit', evaluation: e })}
                      onCopy={() => setWizard({ kind: 'copy', evaluation: e })}
                      onDelete={() => setDeleting(e)}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </section>
          ))}
          {count > LIST_PAGE_SIZE ? <Pager page={current} count={count} noun="Auswertungen" onPage={(index) => setPage({ of: search, index })} label="Seiten der Auswertungsliste" /> : null}
        </div>
      )}
      {request ? <EvaluationWizard key={request.kind === 'new' ? 'new' : `${request.kind}-${request.evaluation.id}`} request={request} onClose={closeWizard} onSaved={saved} /> : null}
      {deleting ? <DeleteEvaluationDialog name={deleting.name} onConfirm={() => remove(deleting)} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
