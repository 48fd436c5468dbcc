// /rankings 'Verbandsranking': for association staff and admins, one figure across the
// association's farms (LDWU) or locations (Betriebe): value, status (icon and word), percentile rank
// in the association and n. Sorted and paged by the server (an association's 10,000 farms never
// load at once), filtered by profile answers, downloadable as CSV. On a phone each row is a card.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { noticeFromError } from '../../../domain/errors.ts';
import { figureStatusLabel } from '../../../domain/figure-status.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { LIST_PAGE_SIZE, type ListSort } from '../../../domain/list-sort.ts';
import { rankText } from '../../../domain/percentile-rank.ts';
import { mayOpenRankings, RANKING_LEVEL_LABELS, RANKING_LEVELS, RANKING_TITLE, type RankingLevel, type RankingSort } from '../../../domain/ranking.ts';
import { AssociationRankingDocument, EntitySearchAssociationsDocument } from '../../../gateway/client/generated/graphql.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { useServerPage } from '../../hooks/useServerPage.ts';
import { Button } from '../../ui/Button.tsx';
import { ComboBox } from '../../ui/ComboBox.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Radio, RadioGroup } from '../../ui/RadioGroup.tsx';
import { Select } from '../../ui/Select.tsx';
import { SortHeader, type SortColumn } from '../../ui/SortHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { ProfileCriteria } from '../evaluations/modals/ProfileCriteria.tsx';
import { useCatalogue } from '../evaluations/pickers/usePickerData.ts';
import './rankings.css';

const DEFAULT_FIELD = 'anteil_eutergesund';
const STATUS_ICON = { good: '●', watch: '▲', act: '■' } as const;

type Options = Record<string, string[] | boolean>;

export function RankingsPage() {
  const user = usePermissionUser();
  const { effects } = useAppSystem();
  const catalogue = useCatalogue();
  const [associations] = useQuery({ query: EntitySearchAssociationsDocument, variables: { limit: 100 } });
  const choices = useMemo(() => (associations.data?.listAssociations?.results ?? []).filter((a) => a !== null), [associations.data]);
  const [chosenAssociation, setAssociation] = useState<number | null>(null);
  const association = chosenAssociation ?? choices[0]?.id ?? null;
  const [field, setField] = useState(DEFAULT_FIELD);
  const [typed, setTyped] = useState<string | null>(null);
  const [level, setLevel] = useState<RankingLevel>('farm');
  const [profile, setProfile] = useState<Options>({});
  const [sort, setSort] = useState<ListSort<RankingSort> | null>(null);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);

  const figure = catalogue.fields.find((f) => f.pythonic_name === field);
  const shownText = typed ?? figure?.label ?? '';
  const figureItems = useMemo(() => {
    const needle = (typed ?? '').trim().toLowerCase();
    return catalogue.fields.filter((f) => !needle || f.label.toLowerCase().includes(needle)).slice(0, 60).map((f) => ({ id: f.pythonic_name, label: f.label, detail: f.category }));
  }, [catalogue.fields, typed]);

  const query = useMemo(
    () => ({
      field,
      level,
      ...(sort ? { sort: sort.key, direction: sort.direction } : {}),
      ...(Object.keys(profile).length ? { profile: JSON.stringify(profile) } : {}),
    }),
    [field, level, sort, profile],
  );
  const key = JSON.stringify([association, query]);
  const [pageOf, setPageOf] = useState(key);
  const current = pageOf === key ? page : 0;
  const variables = useMemo(() => ({ id: association ?? 0, ...query, limit: LIST_PAGE_SIZE, offset: current * LIST_PAGE_SIZE }), [association, query, current]);
  const ranking = useServerPage(AssociationRankingDocument, variables, (d) => d.getAssociationRanking, { pause: association === null });
  const [meta] = useQuery({ query: AssociationRankingDocument, variables, pause: association === null });
  const info = meta.data?.getAssociationRanking;
  const status = { evaluation: info?.larger_is_better ?? null, target_value: info?.target_value ?? null, warning_value: info?.warning_value ?? null, precision: info?.precision ?? 2 };

  if (!mayOpenRankings(user)) {
    return (
      <section className="stack">
        <h1>{RANKING_TITLE}</h1>
        <Notice kind="info" title="Nur für Verbände">Das Verbandsranking sehen Verbandsmitarbeiter und Verbands-Administratoren.</Notice>
      </section>
    );
  }

  const columns: SortColumn<RankingSort>[] = [
    { key: 'name', label: RANKING_LEVEL_LABELS[level], className: 'ranking-table__name' },
    { key: 'value', label: 'Wert', className: 'ranking-table__value' },
    { key: 'rank', label: 'Rang (besser als)', className: 'ranking-table__rank' },
  ];
  const goTo = (next: number) => {
    setPageOf(key);
    setPage(next);
  };
  const download = async () => {
    if (association === null) return;
    setExporting(true);
    try {
      await effects.exportRanking({ association, field, level, sort: sort?.key ?? 'rank', direction: sort?.direction ?? 'desc', profile: query.profile ?? '' });
    } catch (e) {
      const notice = noticeFromError(e, 'Download fehlgeschlagen');
      if (notice) notify(notice);
    } finally {
      setExporting(false);
    }
  };
  const loaded = ranking.shownFor !== null;

  return (
    <section aria-labelledby="ranking-title" className="stack ranking-page">
      <div className="page-head">
        <h1 id="ranking-title">{RANKING_TITLE}</h1>
        {info ? (
          <p className="page-head__count">
            <strong>{info.ranked.toLocaleString('de-DE')}</strong> {level === 'farm' ? 'LDWUs' : 'Betriebe'} mit Wert
          </p>
        ) : null}
      </div>
      <div className="ranking-tools panel">
        {choices.length > 1 ? (
          <Select label="Verband" items={choices.map((a) => ({ id: a.id, label: a.display_name }))} selectedKey={association} onSelectionChange={(k) => setAssociation(Number(k))} />
        ) : null}
        <ComboBox
          label="Kennzahl"
          items={figureItems}
          inputValue={shownText}
          onInputChange={setTyped}
          selectedKey={field}
          onSelectionChange={(k) => {
            if (k !== null) setField(String(k));
            setTyped(null);
          }}
          emptyText="Keine Kennzahl gefunden."
        />
        <RadioGroup label="Ebene" value={level} onChange={(v) => setLevel(v as RankingLevel)} orientation="horizontal">
          {RANKING_LEVELS.map((l) => (
            <Radio key={l} value={l}>
              {l === 'farm' ? 'LDWUs' : 'Betriebe'}
            </Radio>
          ))}
        </RadioGroup>
        <ProfileCriteria value={profile} onChange={setProfile} questions={catalogue.questions} />
        <Button variant="secondary" onPress={download} isPending={exporting} pendingLabel="Download wird erstellt …" isDisabled={association === null}>
          Ranking herunterladen (CSV)
        </Button>
      </div>
      {ranking.error && !loaded ? (
        <Notice kind="error" title="Das Ranking konnte nicht geladen werden.">
          {noticeFromError(ranking.error)?.message}
        </Notice>
      ) : !loaded ? (
        <Spinner label="Ranking wird geladen …" showLabel />
      ) : (
        <>
          <p className="muted" role="status" aria-live="polite">
            {ranking.count.toLocaleString('de-DE')} {level === 'farm' ? 'LDWUs' : 'Betriebe'}
            {info ? ` · Stichtag ${formatDate(info.report_date)}` : ''}
          </p>
          <div className={`paged-list ranking-list${ranking.stale ? ' paged-list--busy' : ''}`} aria-busy={ranking.stale}>
            <div role="table" aria-label={`${RANKING_TITLE}: ${figure?.label ?? field}`} aria-rowcount={ranking.count + 1} className="ranking-table">
              <div role="rowgroup" className="sort-table__head ranking-table__head">
                <div role="row" aria-rowindex={1} className="sort-table__header-row ranking-table__header-row">
                  {columns.map((c) => (
                    <SortHeader key={c.key} label={c.label} sortKey={c.key} sort={sort} onSort={setSort} className={c.className} />
                  ))}
                  <div role="columnheader" className="ranking-table__status">
                    Status
                  </div>
                  <div role="columnheader" className="ranking-table__n">
                    n
                  </div>
                </div>
              </div>
              <div role="rowgroup">
                {ranking.rows.length === 0 ? (
                  <div role="row" className="ranking-row ranking-row--empty">
                    <div role="cell">Keine Einträge gefunden.</div>
                  </div>
                ) : null}
                {ranking.rows.map((r, i) => (
                  <div role="row" key={r.id} aria-rowindex={current * LIST_PAGE_SIZE + i + 2} className="ranking-row">
                    <div role="cell" className="ranking-row__name">
                      <span className="ranking-row__title">{r.name}</span>
                      {level === 'location' ? <span className="ranking-row__farm">{r.farm_name}</span> : null}
                    </div>
                    <div role="cell" className="ranking-row__value" data-label="Wert">
                      {formatNumber(r.value, { precision: status.precision, replacement: '–' })}
                    </div>
                    <div role="cell" className="ranking-row__rank" data-label="Rang">
                      {r.percentile_rank === null || r.percentile_rank === undefined ? '–' : rankText(r.percentile_rank)}
                    </div>
                    <div role="cell" className="ranking-row__status" data-label="Status" title={figureStatusLabel(r.status ?? null, status)}>
                      {r.status ? (
                        <span className={`ranking-status ranking-status--${r.status}`}>
                          <span aria-hidden="true">{STATUS_ICON[r.status]}</span> {r.status_text}
                        </span>
                      ) : (
                        <span className="muted">{r.status_text || '–'}</span>
                      )}
                    </div>
                    <div role="cell" className="ranking-row__n" data-label="n">
                      {r.n}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          </div>
          {ranking.count > LIST_PAGE_SIZE ? <Pager page={current} count={ranking.count} noun={level === 'farm' ? 'LDWUs' : 'Betriebe'} onPage={goTo} label="Seiten des Rankings" /> : null}
        </>
      )}
    </section>
  );
}
