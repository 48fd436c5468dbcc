// /users 'Alle Benutzer' (spec 1 §2): count, filter 'Benutzer filtern' (300 ms), the list in the order
// of src/domain/user-list.ts (virtualised: an association has thousands of users), per row
// 'Bearbeiten' and 'Benutzer deaktivieren/aktivieren'; admins export the list and create users
// ('?new' opens the new-user form). The form opens beside the list (below the heading on phones).
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useCurrentUser } from '../../../app/hooks.ts';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { canCreateUsers, canExportUsers } from '../../../domain/permissions.ts';
import { indexUsers, searchUsers, sortUsersForList } from '../../../domain/user-list.ts';
import { mayEditUser } from '../../../domain/user-rules.ts';
import type { UserListFieldsFragment } from '../../../gateway/client/generated/graphql.ts';
import type { UserFormActorRef } from '../../../machines/userForm/machine.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { ActivityDialog } from './ActivityDialog.tsx';
import { UserFormPanel } from './UserFormPanel.tsx';
import { UserList } from './UserList.tsx';
import { useAllUsers } from './useAllUsers.ts';


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
  const settled = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const { users: all, fetching, error, hasData, reload } = useAllUsers();

  const sorted = useMemo(() => sortUsersForList(all, me?.id), [all, me?.id]);
  const index = useMemo(() => indexUsers(sorted), [sorted]);
  const shown = useMemo(() => searchUsers(index, settled), [index, settled]);
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
            {fetching && !hasData ? 'Benutzer werden geladen …' : countText(shown.length, all.length, settled)}
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
            listed={editing.kind === 'edit' ? all.find((u) => u.id === editing.userId) ?? null : null}
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
          ) : fetching && !hasData ? (
            <Spinner label="Benutzer werden geladen …" showLabel size="large" />
          ) : shown.length === 0 ? (
            <p className="users-page__empty">{settled.trim() ? `Keine Benutzer enthalten den Text „${settled.trim()}“.` : 'Keine Benutzer vorhanden.'}</p>
          ) : (
            <UserList
              users={shown}
              selfId={me.id}
              editingId={editing?.kind === 'edit' ? editing.userId : null}
              formActor={formActor}
              canEdit={(u) => mayEditUser(me, u)}
              onEdit={startEdit}
              onCancel={close}
              onToggleActive={setConfirm}
            />
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

function countText(shown: number, total: number, filter: string): string {
  return filter.trim() && shown !== total ? `${users(shown)} von ${users(total)}` : `${users(total)} insgesamt`;
}
