// /users 'Alle Benutzer' (product rules ‹User list›): count, filter 'Benutzer filtern' (300 ms), the users a page at a
// time – searched and sorted by the server (an association has thousands of users; without a chosen
// column in the order of src/domain/user-sort.ts) – per row 'Bearbeiten' and 'Benutzer
// deaktivieren/aktivieren'; admins export the list and create users ('?new' opens the new-user
// form). The form opens beside the list (below the heading on phones).
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useLocation, useSearch } from 'wouter';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useCurrentUser } from '../../../app/hooks.ts';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { canCreateUsers, canExportUsers } from '../../../domain/permissions.ts';
import { LIST_PAGE_SIZE, type ListSort, type UserSortKey } from '../../../domain/list-sort.ts';
import { mayEditUser } from '../../../domain/user-rules.ts';
import { UserListDocument, UserTotalDocument, type UserListFieldsFragment } from '../../../gateway/client/generated/graphql.ts';
import type { UserFormActorRef } from '../../../machines/userForm/machine.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useServerPage } from '../../hooks/useServerPage.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { ActivityDialog } from './ActivityDialog.tsx';
import { UserFormPanel } from './UserFormPanel.tsx';
import { UserList } from './UserList.tsx';

/** What a user write changes: the list reloads (urql's document cache drops it). */
const CONTEXT = { additionalTypenames: ['User', 'UserPage'] };

export type Editing = { kind: 'new' } | { kind: 'edit'; userId: number } | null;

export function UsersPage() {
  const me = useCurrentUser();
  const { effects } = useAppSystem();
  const [, navigate] = useLocation();
  const search = useSearch();
  const isNew = new URLSearchParams(search).has('new');
  const [editId, setEditId] = useState<number | null>(null);
  const [formActor, setFormActor] = useState<UserFormActorRef | null>(null);
  const [confirm, setConfirm] = useState<UserListFieldsFragment | null>(null);
  const [exporting, setExporting] = useState(false);
  const [filter, setFilter] = useState('');
  const settled = useDebouncedValue(filter, FILTER_DEBOUNCE_MS).trim();
  const [sort, setSort] = useState<ListSort<UserSortKey> | null>(null);
  const [page, setPage] = useState({ of: '', number: 0 });
  // A new search or sort starts on the first page.
  const listKey = JSON.stringify([settled, sort]);
  const current = page.of === listKey ? page.number : 0;
  const variables = useMemo(
    () => ({
      limit: LIST_PAGE_SIZE,
      offset: current * LIST_PAGE_SIZE,
      ...(settled ? { search: settled } : {}),
      ...(sort ? { sort: sort.key, direction: sort.direction } : {}),
    }),
    [current, settled, sort],
  );
  const list = useServerPage(UserListDocument, variables, (d) => d.listUsers, { context: CONTEXT });
  const [total, reloadTotal] = useQuery({ query: UserTotalDocument, context: CONTEXT });
  const shown = list.rows;
  const hasData = list.shownFor !== null;
  const fetching = list.stale;
  const error = list.error;
  const reload = () => {
    list.reload();
    reloadTotal({ requestPolicy: 'network-only' });
  };
  const editing: Editing = isNew ? { kind: 'new' } : editId !== null ? { kind: 'edit', userId: editId } : null;

  if (!me) return null;
  const admin = canCreateUsers(me);
  const close = () => {
    setEditId(null);
    setFormActor(null);
    if (isNew) navigate('/users', { replace: true });
  };
  const saved = () => {
    notify({ title: 'Benutzer gespeichert', message: '', level: 'success' });
    close();
    reload();
  };
  const startEdit = (id: number) => {
    if (isNew) navigate('/users', { replace: true });
    setFormActor(null);
    setEditId(id);
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      await effects.exportUsers();
    } catch (e) {
      const notice = noticeFromError(e, 'Export fehlgeschlagen');
      if (notice) notify(notice);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="users-page" aria-labelledby="users-title">
      <div className="users-page__head">
        <div>
          <h1 id="users-title">Alle Benutzer</h1>
          <p className="users-page__count" aria-live="polite">
            {!hasData ? 'Benutzer werden geladen …' : countText(list.count, total.data?.listUsers?.count ?? null, settled)}
          </p>
        </div>
        {admin ? (
          <div className="users-page__actions">
            {canExportUsers(me) ? (
              <Button variant="secondary" onPress={exportAll} isPending={exporting} pendingLabel="Export wird erstellt …">
                Alle Benutzer exportieren
              </Button>
            ) : null}
            <Button
              onPress={() => {
                setEditId(null);
                navigate('/users?new');
              }}
            >
              Neuen Benutzer anlegen
            </Button>
          </div>
        ) : null}
      </div>
      <SearchField label="Benutzer filtern" value={filter} onChange={setFilter} className="users-page__filter" />
      <div className={editing ? 'users-layout users-layout--editing' : 'users-layout'}>
        {editing ? (
          <UserFormPanel
            key={editing.kind === 'new' ? 'new' : editing.userId}
            editing={editing}
            editor={me}
            onActor={setFormActor}
            onCancel={close}
            onSaved={saved}
            onToggleActive={(u) => setConfirm(u)}
            listed={editing.kind === 'edit' ? (shown.find((u) => u.id === editing.userId) ?? null) : null}
          />
        ) : null}
        <div className="users-layout__list">
          {error && !hasData ? (
            <Notice kind="error" title="Die Benutzer konnten nicht geladen werden.">
              <p>{noticeFromError(error)?.message}</p>
              <Button variant="secondary" onPress={() => reload()}>
                Erneut versuchen
              </Button>
            </Notice>
          ) : !hasData ? (
            <Spinner label="Benutzer werden geladen …" showLabel size="large" />
          ) : shown.length === 0 ? (
            <p className="users-page__empty">{settled ? `Keine Benutzer enthalten den Text „${settled}“.` : 'Keine Benutzer vorhanden.'}</p>
          ) : (
            <>
              <UserList
                users={shown}
                count={list.count}
                offset={current * LIST_PAGE_SIZE}
                busy={fetching}
                sort={sort}
                onSort={setSort}
                selfId={me.id}
                editingId={editing?.kind === 'edit' ? editing.userId : null}
                formActor={formActor}
                canEdit={(u) => mayEditUser(me, u)}
                onEdit={startEdit}
                onCancel={close}
                onToggleActive={setConfirm}
              />
              {list.count > LIST_PAGE_SIZE ? (
                <Pager page={current} count={list.count} noun="Benutzer" onPage={(number) => setPage({ of: listKey, number })} label="Seiten der Benutzerliste" />
              ) : null}
            </>
          )}
        </div>
      </div>
      {confirm ? (
        <ActivityDialog
          user={confirm}
          onClose={() => setConfirm(null)}
          onDone={() => {
            setConfirm(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

const users = (n: number) => `${n.toLocaleString('de-DE')} Benutzer`;

/** The searched list's count; the total beside it while a search narrows the list. */
function countText(found: number, total: number | null, filter: string): string {
  if (!filter) return `${users(found)} insgesamt`;
  return total !== null && found !== total ? `${users(found)} von ${users(total)}` : `${users(found)} gefunden`;
}
