// The rows of 'Alle Benutzer', virtualised against the page scroll (@tanstack/react-virtual): only the
// rows in view exist in the DOM, so 10,000 users stay fluid; rows are measured, so stacked phone rows
// may be taller. Each row: name ('(ich)' for self), role, username, e-mail, state; 'Bearbeiten' (while
// this row is edited: 'Speichern' when the form can be sent, else 'Abbrechen') and
// 'Benutzer deaktivieren'/'Benutzer aktivieren'.
import { useSelector } from '@xstate/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { userRoleLabel } from '../../../domain/user-list.ts';
import type { UserListFieldsFragment } from '../../../gateway/client/generated/graphql.ts';
import type { UserFormActorRef } from '../../../machines/userForm/machine.ts';
import { canSubmit } from '../../../machines/userForm/selectors.ts';
import { Button } from '../../ui/Button.tsx';

type User = UserListFieldsFragment;

export interface UserListProps {
  users: readonly User[];
  selfId: number;
  editingId: number | null;
  formActor: UserFormActorRef | null;
  canEdit: (u: User) => boolean;
  onEdit: (id: number) => void;
  onCancel: () => void;
  onToggleActive: (u: User) => void;
}

export function UserList({ users, selfId, editingId, formActor, canEdit, onEdit, onCancel, onToggleActive }: UserListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [editingId]);
  // oxlint-disable-next-line react/incompatible-library -- the app does not run the React Compiler; rows re-render with the virtualizer's state
  const virtualizer = useWindowVirtualizer({
    count: users.length,
    estimateSize: () => 88,
    overscan: 8,
    scrollMargin: offset,
    getItemKey: (i) => users[i]!.id,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <ul ref={listRef} className="user-list" aria-label="Benutzer" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const user = users[item.index]!;
        const self = user.id === selfId;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={user.id === editingId ? 'user-row user-row--editing' : 'user-row'}
            aria-setsize={users.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <div className="user-row__main">
              <span className="user-row__name">
                {user.display_name}
                {self ? <span className="user-row__self"> (ich)</span> : null}
                {!user.is_active ? <span className="badge badge--muted">inaktiv</span> : null}
              </span>
              <span className="user-row__meta">
                <span>{userRoleLabel(user)}</span>
                <span>{user.username}</span>
                <span className="user-row__email">{user.email}</span>
              </span>
            </div>
            <div className="user-row__actions">
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
          </li>
        );
      })}
    </ul>
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
