// The server calls of the user screens (product rules ‹User calls›): the userForm machine's effects, the
// activity toggle, the CSV export (REST, a file) and the confirmation of a mailed e-mail link.
// Writes take the app's one write path (write.ts), which tells urql's document cache that the user lists
// changed: the users page remounts after '/users?new' closes and would otherwise show the list from before.
import { datedFileName } from '../domain/format.ts';
import { EXPORT_PREFIX } from '../domain/constants.ts';
import type { LinkPlan } from '../domain/user-form.ts';
import { asApiError } from '../gateway/client/errors.ts';
import {
  UserAssociationCreateDocument,
  UserAssociationDeleteDocument,
  UserAssociationUpdateDocument,
  UserConfirmEmailDocument,
  UserCreateDocument,
  UserFarmAdminAddDocument,
  UserFarmAdminRemoveDocument,
  UserLinksDocument,
  UserLocationCreateDocument,
  UserLocationDeleteDocument,
  UserLocationUpdateDocument,
  UserUpdateDocument,
  UserVerifyEmailDocument,
} from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError } from '../gateway/client/operation-result.ts';
import type { UserFormEffects } from '../machines/userForm/effects.ts';
import type { SavedUser, StoredLinks } from '../machines/userForm/machine.ts';
import type { DataClients } from './gateway-effects.ts';
import { downloadFile } from './rest.ts';
import { saveBlob } from './save-blob.ts';
import type { Write } from './write.ts';

export interface UserEffects extends UserFormEffects {
  setUserActive(userId: number, active: boolean): Promise<unknown>;
  /** GET /users/csv/ saved as 'Benutzerexport_YYYYMMDD.csv'. */
  exportUsers(): Promise<void>;
  confirmEmail(token: string): Promise<unknown>;
}

export interface UserEffectsDeps {
  /** An authenticated call: refreshed once on a 401 and replayed (session client). */
  authed: <T>(run: (c: DataClients, token: string | null) => Promise<T>) => Promise<T>;
  clients: () => Promise<DataClients>;
  write: Write;
}

/** The domain's lists are readonly; the generated inputs want their own arrays. */
const assoc = <A extends { allowed_farms?: readonly number[]; interim_admin_farms?: readonly number[] }>(a: A) => ({
  ...a,
  ...(a.allowed_farms ? { allowed_farms: [...a.allowed_farms] } : {}),
  ...(a.interim_admin_farms ? { interim_admin_farms: [...a.interim_admin_farms] } : {}),
});
const ids = (list: readonly (number | null)[] | null | undefined) => (list ?? []).filter((x): x is number => typeof x === 'number');

function saved(user: { id: number; username: string } | null | undefined): SavedUser {
  if (!user) throw emptyAnswerError();
  return { id: user.id, username: user.username };
}

/** What a user write changes: the users list and everything else that shows users. */
export const USER_TYPENAMES = ['User', 'UserPage'] as const;

export function createUserEffects({ authed, clients, write }: UserEffectsDeps): UserEffects {
  const gql = <T>(call: (c: DataClients) => Promise<T>) => authed((c) => asApiError(() => call(c)));

  return {
    createUser: async (body) => saved((await write(UserCreateDocument, { input: { ...body, associations: body.associations.map(assoc) } }, USER_TYPENAMES)).createUser),
    updateUser: async (id, fields) => saved((await write(UserUpdateDocument, { id, input: fields }, USER_TYPENAMES)).updateUser),
    // Removals first (a farm admin moving farms never holds both), then updates, then new links.
    saveUserLinks: async (userId, plan: LinkPlan) => {
      for (const association of plan.associations.remove) await write(UserAssociationDeleteDocument, { userId, association }, USER_TYPENAMES);
      for (const location of plan.locations.remove) await write(UserLocationDeleteDocument, { userId, location }, USER_TYPENAMES);
      for (const farm of plan.farmAdmin.remove) await write(UserFarmAdminRemoveDocument, { id: userId, farm }, USER_TYPENAMES);
      for (const { association, ...input } of plan.associations.update) await write(UserAssociationUpdateDocument, { userId, association, input: assoc(input) }, USER_TYPENAMES);
      for (const { location, ...input } of plan.locations.update) await write(UserLocationUpdateDocument, { userId, location, input }, USER_TYPENAMES);
      for (const input of plan.associations.create) await write(UserAssociationCreateDocument, { userId, input: assoc(input) }, USER_TYPENAMES);
      for (const input of plan.locations.create) await write(UserLocationCreateDocument, { userId, input }, USER_TYPENAMES);
      for (const farm of plan.farmAdmin.add) await write(UserFarmAdminAddDocument, { id: userId, input: { farm } }, USER_TYPENAMES);
    },
    loadUserLinks: (id) =>
      gql(async (c): Promise<StoredLinks> => {
        const data = await c.gateway.request(UserLinksDocument, { id });
        if (!data.getUser) throw emptyAnswerError();
        return {
          associations: (data.listUserAssociations ?? []).flatMap((a) =>
            a ? [{ association: a.association, allowed_farms: ids(a.allowed_farms), interim_admin_farms: ids(a.interim_admin_farms), is_admin: a.is_admin }] : [],
          ),
          farm_admin_farms: data.getUser.account_type === 'farm_admin' ? ids(data.getUser.farms) : [],
          locations: (data.listUserLocations ?? []).flatMap((l) => (l ? [l] : [])),
        };
      }),
    verifyEmail: (id, email) => gql((c) => c.gateway.request(UserVerifyEmailDocument, { id, input: { email } })),
    setUserActive: (id, active) => write(UserUpdateDocument, { id, input: { is_active: active } }, USER_TYPENAMES),
    exportUsers: async () => {
      const blob = await authed((_, token) => downloadFile('/users/csv/', token));
      saveBlob(blob, datedFileName(EXPORT_PREFIX.users, 'csv'));
    },
    confirmEmail: async (token) => {
      const c = await clients();
      return asApiError(() => c.publicGateway.request(UserConfirmEmailDocument, { input: { token } }));
    },
  };
}
