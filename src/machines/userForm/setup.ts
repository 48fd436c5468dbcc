// The user form machine's types and named implementations (actors, guards, actions); the
// statechart itself is ./machine.ts. Kept apart so the chart reads on one screen.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { EMAIL_VERIFICATION_NOTICE, describeUserSaveError, formRefusal, noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';
import { farmStaffPermissions } from '../../domain/permissions.ts';
import {
  canVerifyEmail,
  emptyUserForm,
  changedUserFields,
  hasUserFormChanges,
  isUserFormValid,
  linkPlan,
  linkPlanSize,
  USER_FIELD_LABELS,
  userFormFieldOfPath,
  validateUserForm,
  wantedLocationLinks,
  type AssociationAssignment,
  type LinkPlan,
  type LocationAssignment,
  type NewUserBody,
  type UserFields,
  type UserFormErrors,
  type UserFormMode,
  type UserFormValues,
} from '../../domain/user-form.ts';
import { notProvided } from '../not-provided.ts';

export type SaveUserInput = { kind: 'create'; body: NewUserBody } | { kind: 'update'; userId: number; fields: UserFields };
export interface SavedUser {
  id: number;
  username: string;
}
export interface SaveLinksInput {
  userId: number;
  plan: LinkPlan;
}
export interface StoredLinks {
  associations: readonly AssociationAssignment[];
  farm_admin_farms: readonly number[];
  locations: readonly LocationAssignment[];
}

export interface UserFormInput {
  mode: UserFormMode;
  userId: number | null;
  initial: UserFormValues;
  /** The location links as stored (each with its own flags). */
  initialLocations: readonly LocationAssignment[];
  /** The form edits the signed-in user. */
  editingSelf: boolean;
  /** The editor may change assignments (off on /profile). */
  assignmentsEditable: boolean;
  /** The e-mail is verified already ('E-Mail ist verifiziert'). */
  emailVerified: boolean;
}

export interface UserFormContext extends UserFormInput {
  values: UserFormValues;
  /** Submit was pressed once: every field message shows from now on. */
  submitted: boolean;
  /** The server's messages on the form's fields after a refused save (until that field changes). */
  serverErrors: UserFormErrors;
  /** The conflict dialog of product rules ‹Login, terms and user errors› (Benutzername vergeben, E-Mail-Adresse vergeben, Passwort unzulässig). */
  dialog: Notice | null;
  /** Any other failure, or the verification notice. */
  notice: Notice | null;
}

export type UserFormEvent =
  | { type: 'form.change'; values: Partial<UserFormValues> }
  | { type: 'form.submit' }
  | { type: 'dialog.close' }
  | { type: 'notice.close' }
  | { type: 'email.verify' };

const validation = (c: Pick<UserFormContext, 'mode' | 'assignmentsEditable'>) => ({ mode: c.mode, assignmentsEditable: c.assignmentsEditable });
export const plannedLinks = (c: UserFormContext) => (c.assignmentsEditable ? linkPlan(c.initial, c.values, c.initialLocations) : linkPlan(c.initial, c.initial));

export const userFormSetup = setup({
  types: {
    context: {} as UserFormContext,
    events: {} as UserFormEvent,
    input: {} as UserFormInput,
    tags: {} as 'busy' | 'verifying',
  },
  actors: {
    saveUser: fromPromise<SavedUser, SaveUserInput>(notProvided('userForm', 'saveUser')),
    saveLinks: fromPromise<unknown, SaveLinksInput>(notProvided('userForm', 'saveLinks')),
    loadLinks: fromPromise<StoredLinks, { userId: number }>(notProvided('userForm', 'loadLinks')),
    verifyEmail: fromPromise<unknown, { userId: number; email: string }>(notProvided('userForm', 'verifyEmail')),
  },
  guards: {
    canSubmit: ({ context: c }) =>
      isUserFormValid(validateUserForm(c.values, validation(c))) && hasUserFormChanges(c.initial, c.values, c.mode, c.initialLocations),
    isNew: ({ context }) => context.mode === 'create',
    userFieldsChanged: ({ context: c }) => Object.keys(changedUserFields(c.initial, c.values)).length > 0,
    linksChanged: ({ context: c }) => linkPlanSize(plannedLinks(c)) > 0,
    isConflict: (_, { error }: { error: unknown }) => describeUserSaveError(error) !== null,
    isFieldRefusal: (_, { error }: { error: unknown }) => toApiErrorInfo(error)?.status === 400 && Object.keys(toApiErrorInfo(error)?.fields ?? {}).length > 0,
    mayVerify: ({ context: c }) => c.userId !== null && !c.emailVerified && canVerifyEmail(c.editingSelf, c.initial.email, c.values.email),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const serverErrors = { ...context.serverErrors };
      for (const key of Object.keys(event.values)) {
        const field = userFormFieldOfPath(key === 'farms' ? 'farm_admin_of' : key);
        if (field) delete serverErrors[field];
      }
      return { values: { ...context.values, ...event.values }, serverErrors };
    }),
    /** A 400 naming fields: the messages at those fields (German, as the server wrote them), the rest as a notice with labels. */
    showFieldErrors: assign((_, { error }: { error: unknown }) => {
      const { fields, notice } = formRefusal(error, userFormFieldOfPath, { labels: USER_FIELD_LABELS });
      return { serverErrors: fields, notice };
    }),
    markSubmitted: assign({ submitted: true, notice: null }),
    /** The user is stored: what was sent is the new baseline (a new user is edited from now on). */
    userSaved: assign(({ context: c }, saved: SavedUser) => {
      const values = { ...c.values, username: saved.username, password: '', password_confirmation: '', auto_username: false };
      if (c.mode !== 'create') return { userId: saved.id, values, initial: { ...c.initial, ...userPart(values) } };
      // POST /users/ stored the assignment with the user: the form is now the stored state.
      return { mode: 'edit' as const, userId: saved.id, values, initial: values, initialLocations: wantedLocationLinks(emptyUserForm(values.account_type), values, []) };
    }),
    linksSaved: assign(({ context: c }) => ({
      initial: { ...c.values },
      initialLocations: wantedLocationLinks(c.initial, c.values, c.initialLocations),
    })),
    linksReloaded: assign(({ context: c }, links: StoredLinks) => {
      const permissions = farmStaffPermissions(
        links.locations.map((l) => ({ allowManagement: l.allow_management, allowAlerts: l.allow_alerts, allowEvaluationCreation: l.allow_evaluation_creation })),
      );
      return {
        initial: {
          ...c.initial,
          associations: [...links.associations],
          farms: [...links.farm_admin_farms],
          locations: links.locations.map((l) => l.location),
          permissions,
        },
        initialLocations: [...links.locations],
      };
    }),
    showConflict: assign((_, { error }: { error: unknown }) => ({ dialog: describeUserSaveError(error) })),
    fail: assign((_, { error }: { error: unknown }) => ({ notice: noticeFromError(error, undefined, USER_FIELD_LABELS) })),
    closeDialog: assign({ dialog: null }),
    closeNotice: assign({ notice: null }),
    verificationSent: assign({ notice: EMAIL_VERIFICATION_NOTICE }),
  },
});

/** The user's own fields of the form (what POST/PATCH /users/ write). */
function userPart(v: UserFormValues) {
  return { email: v.email, username: v.username, prefix: v.prefix, first_name: v.first_name, last_name: v.last_name, is_active: v.is_active, digest_opt_in: v.digest_opt_in };
}
