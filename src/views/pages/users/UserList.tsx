// One server page of 'Alle Benutzer' as an ARIA table: sortable column headers (aria-sort); per row
// name ('(ich)' for self, 'inaktiv'), username, e-mail, role, state; 'Bearbeiten' (while this row is
// edited: 'Speichern' when the form can be sent, else 'Abbrechen') and 'Benutzer deaktivieren' /
// 'Benutzer aktivieren'. Where the list is narrow (a phone, or beside the open form) each user is a
// stacked card and the header a row of sort buttons.
import { useSelector } from '@xstate/react';
import type { ListSort, UserSortKey } from '../../../domain/list-sort.ts';
import { userRoleLabel } from '../../../domain/user-list.ts';
import type { UserListFieldsFragment } from '../../../gateway/client/generated/graphql.ts';
import type { UserFormActorRef } from '../../../machines/userForm/machine.ts';
import { canSubmit } from '../../../machines/userForm/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { SortHeaderRow, type SortColumn } from '../../ui/SortHeader.tsx';
import './user-list.css';

type User = UserListFieldsFragment;

export interface UserListProps {
  users: readonly User[];
  /** Rows of the whole (searched) list and the page's first position. */
  count: number;
  offset: number;
  busy: boolean;
  sort: ListSort<UserSortKey> | null;
  onSort: (sort: ListSort<UserSortKey> | null) => void;
  selfId: number;
  editingId: number | null;
  formActor: UserFormActorRef | null;
  canEdit: (u: User) => boolean;
  onEdit: (id: number) => void;
  onCancel: () => void;
  onToggleActive: (u: User) => void;
}

const COLUMNS: SortColumn<UserSortKey>[] = [
  { key: 'name', label: 'Name' },
  { key: 'username', label: 'Benutzername' },
  { key: 'email', label: 'E-Mail' },
  { key: 'account_type', label: 'Rolle' },
  { key: 'is_active', label: 'Status' },
];

export function UserList({ users, count, offset, busy, sort, onSort, selfId, editingId, formActor, canEdit, onEdit, onCancel, onToggleActive }: UserListProps) {
  return (
    <div className={`paged-list user-list${busy ? ' paged-list--busy' : ''}`} aria-busy={busy}>
      <div role="table" aria-label="Benutzer" aria-rowcount={count + 1} className="user-table">
        <SortHeaderRow columns={COLUMNS} sort={sort} onSort={onSort} block="user-table" />
        <div role="rowgroup">
          {users.map((user, i) => {
            const self = user.id === selfId;
            return (
              <div role="row" key={user.id} aria-rowindex={offset + i + 2} className={user.id === editingId ? 'user-row user-row--editing' : 'user-row'}>
                <div role="cell" className="user-row__name">
                  {user.display_name}
                  {self ? <span className="user-row__self"> (ich)</span> : null}
                  {!user.is_active ? <span className="badge badge--muted">inaktiv</span> : null}
                </div>
                <div role="cell" className="user-row__meta">
                  {user.username}
                </div>
                <div role="cell" className="user-row__meta user-row__email">
                  {user.email}
                </div>
                <div role="cell" className="user-row__meta">
                  {userRoleLabel(user)}
                </div>
                <div role="cell" className="user-row__meta">
                  {user.is_active ? 'aktiv' : 'inaktiv'}
                </div>
                <div role="cell" className="user-row__actions">
                  {canEdit(user) ? (
                    user.id === editingId && formActor ? (
                      <EditingButton actor={formActor} onCancel={onCancel} name={user.display_name} />
                    ) : (
                      <Button variant="secondary" onPress={() => onEdit(user.id)} aria-label={`${user.display_name} bearbeiten`}>
                        Bearbeiten
                      </Button>
                    )
                  ) : null}
                  {canEdit(user) && !self ? (
                    <Button variant="quiet" onPress={() => onToggleActive(user)}>
                      {user.is_active ? 'Benutzer deaktivieren' : 'Benutzer aktivieren'}
                    </Button>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** While a row is edited its button reads 'Speichern' (the form can be sent) or 'Abbrechen'. */
function EditingButton({ actor, onCancel, name }: { actor: UserFormActorRef; onCancel: () => void; name: string }) {
  const ready = useSelector(actor, canSubmit);
  return ready ? (
    <Button onPress={() => actor.send({ type: 'form.submit' })} aria-label={`Änderungen an ${name} speichern`}>
      Speichern
    </Button>
  ) : (
    <Button variant="secondary" onPress={onCancel} aria-label={`Bearbeiten von ${name} abbrechen`}>
      Abbrechen
    </Button>
  );
}
