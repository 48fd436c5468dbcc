// Loads what the user form starts from (the user and its links when editing; the association
// options the editor may assign) and starts one userForm actor with it; the form renders the actor.
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { useUserFormActor } from '../../../app/user-form-actor.ts';
import { noticeFromError } from '../../../domain/errors.ts';
import { assignableAssociations, creatableRoles, type PermissionUser } from '../../../domain/permissions.ts';
import { effectiveAccountType, isAssociationUser, type AccountType } from '../../../domain/roles.ts';
import { emptyUserForm, userFormFromSource, type UserFormMode } from '../../../domain/user-form.ts';
import {
  UserFormAssociationsDocument,
  UserFormSourceDocument,
  type UserListFieldsFragment,
} from '../../../gateway/client/generated/graphql.ts';
import type { UserFormActorRef, UserFormInput } from '../../../machines/userForm/machine.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { AssociationOption } from './options.ts';
import { UserForm } from './UserForm.tsx';

export type FormTarget = { kind: 'new' } | { kind: 'edit'; userId: number } | { kind: 'profile'; userId: number };

export interface Editor extends PermissionUser {
  id: number;
  account_type?: AccountType | null;
  is_superuser: boolean;
  admin_association_ids: readonly number[];
  farms: readonly number[];
}

export interface UserFormPanelProps {
  editing: FormTarget;
  editor: Editor;
  onActor?: (actor: UserFormActorRef | null) => void;
  onCancel: () => void;
  onSaved: () => void;
  onToggleActive?: (user: UserListFieldsFragment) => void;
  /** The user's row in the list (for the deactivate button). */
  listed?: UserListFieldsFragment | null;
  /** The page shows the title itself (/profile). */
  hideTitle?: boolean;
}

const nonNull = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);
const ids = (list: readonly (number | null)[] | null | undefined) => nonNull(list);

export function UserFormPanel({ editing, editor, onActor, onCancel, onSaved, onToggleActive, listed, hideTitle = false }: UserFormPanelProps) {
  const userId = editing.kind === 'new' ? null : editing.userId;
  const [source] = useQuery({ query: UserFormSourceDocument, variables: { id: userId ?? 0 }, pause: userId === null, requestPolicy: 'network-only' });
  // Association options only for those who may assign associations (superusers, association admins).
  const assignsAssociations = editor.is_superuser || effectiveAccountType(editor.account_type) === 'association_admin';
  const [assocs] = useQuery({ query: UserFormAssociationsDocument, pause: !assignsAssociations });

  const associationOptions: AssociationOption[] = useMemo(
    () =>
      assignableAssociations(
        editor,
        nonNull(assocs.data?.listAssociations?.results).map((a) => ({ id: a.id, label: a.display_name })),
      ),
    [assocs.data, editor],
  );

  const error = source.error ?? assocs.error;
  if (error) {
    return (
      <div className="user-panel">
        <Notice kind="error" title="Der Benutzer kann nicht bearbeitet werden.">
          <p>{noticeFromError(error)?.message}</p>
          <Button variant="secondary" onPress={onCancel}>
            Schließen
          </Button>
        </Notice>
      </div>
    );
  }
  const loading = (userId !== null && !source.data) || (assignsAssociations && !assocs.data);
  if (loading) {
    return (
      <div className="user-panel">
        <Spinner label="Benutzer wird geladen …" showLabel />
      </div>
    );
  }

  const mode: UserFormMode = editing.kind === 'new' ? 'create' : editing.kind;
  const user = source.data?.getUser ?? null;
  const roles = creatableRoles(editor);
  let input: UserFormInput;
  if (mode === 'create' || !user) {
    input = {
      mode: 'create',
      userId: null,
      initial: emptyUserForm(roles[0] ?? 'farm_staff'),
      initialLocations: [],
      editingSelf: false,
      assignmentsEditable: true,
      emailVerified: false,
    };
  } else {
    const links = {
      associations: nonNull(source.data?.listUserAssociations).map((a) => ({
        association: a.association,
        allowed_farms: ids(a.allowed_farms),
        interim_admin_farms: ids(a.interim_admin_farms),
        is_admin: a.is_admin,
      })),
      locations: nonNull(source.data?.listUserLocations),
    };
    const type = effectiveAccountType(user.account_type);
    const editingSelf = user.id === editor.id;
    input = {
      mode,
      userId: user.id,
      initial: userFormFromSource({
        email: user.email,
        username: user.username,
        prefix: user.prefix ?? null,
        first_name: user.first_name,
        last_name: user.last_name,
        account_type: type,
        is_active: user.is_active,
        associations: links.associations,
        farm_admin_farms: type === 'farm_admin' ? ids(user.farms) : [],
        locations: links.locations,
        digest_opt_in: user.digest_opt_in,
      }),
      initialLocations: links.locations,
      editingSelf,
      // Nobody changes their own assignments (that would raise their own rights).
      assignmentsEditable: !editingSelf && mode !== 'profile',
      emailVerified: user.email_verified,
    };
  }

  return (
    <ActorForm
      key={userId ?? 'new'}
      input={input}
      roles={roles}
      associations={associationOptions}
      staffFarms={user ? ids(user.farms) : editor.farms.length === 1 && !isAssociationUser(editor.account_type) ? [...editor.farms] : []}
      onActor={onActor}
      onCancel={onCancel}
      onSaved={onSaved}
      {...(onToggleActive && listed ? { onToggleActive: () => onToggleActive(listed) } : {})}
      listedActive={listed?.is_active ?? null}
      hideTitle={hideTitle}
    />
  );
}

interface ActorFormProps {
  input: UserFormInput;
  hideTitle: boolean;
  roles: AccountType[];
  associations: AssociationOption[];
  staffFarms: number[];
  onActor?: ((actor: UserFormActorRef | null) => void) | undefined;
  onCancel: () => void;
  onSaved: () => void;
  onToggleActive?: () => void;
  listedActive: boolean | null;
}

function ActorForm({ input, onActor, ...props }: ActorFormProps) {
  const actor = useUserFormActor(input);
  useEffect(() => {
    onActor?.(actor);
    return () => onActor?.(null);
  }, [actor, onActor]);
  return <UserForm actor={actor} {...props} />;
}
