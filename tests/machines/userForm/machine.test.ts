// Model-based tests of the user form machine: paths generated from the real machine for a new user
// (an association admin creating farm staff) and for the signed-in user editing themself (where the
// e-mail verification lives), driven through real actors with fake effects; the two together must
// enter every state and take every transition. Then scenarios a person would notice.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { emptyUserForm, userFormFromSource, type UserFormSource } from '../../../src/domain/user-form.ts';
import { userFormMachine, type UserFormInput } from '../../../src/machines/userForm/machine.ts';
import { canSubmit, conflictDialog, formNotice, formValues, isSaved, offersVerification, visibleErrors } from '../../../src/machines/userForm/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModels } from '../run-model.ts';

const provide = (fx: Effects) =>
  userFormMachine.provide({ actors: { saveUser: fx.promise(), saveLinks: fx.promise(), loadLinks: fx.promise(), verifyEmail: fx.promise() } as never });

const staffSource: UserFormSource = {
  email: 'magd@hof.example',
  username: 'bm_1001_1',
  prefix: 'Frau',
  first_name: 'Maria',
  last_name: 'Huber',
  account_type: 'farm_staff',
  is_active: true,
  associations: [],
  farm_admin_farms: [],
  locations: [{ location: 11, allow_management: true, allow_alerts: false, allow_evaluation_creation: false }],
};

const taken = new ApiError({ status: 400, detail: 'Ungültige Eingabe.', code: 'invalid', fields: { username: ['Dieser Benutzername ist bereits vergeben.'] } });
const emailTaken = new ApiError({ status: 400, detail: 'Ungültige Eingabe.', code: 'invalid', fields: { email: ['This e-mail is already associated with another user.'] } });
const weak = new ApiError({ status: 400, detail: 'Ungültige Eingabe.', code: 'invalid', fields: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] } });
const serverDown = new ApiError({ status: 500, statusText: 'Internal Server Error' });
const fieldRefused = new ApiError({
  status: 400,
  statusText: 'Bad Request',
  detail: 'Ungültige Eingabe.',
  code: 'invalid',
  fields: { last_name: ['Der Nachname ist zu lang (höchstens 150 Zeichen).'], is_active: ['Erwartet wird Ja oder Nein.'] },
});
const storedLinks = { associations: [], farm_admin_farms: [], locations: staffSource.locations };

const createInput: UserFormInput = {
  mode: 'create',
  userId: null,
  initial: { ...emptyUserForm('farm_staff'), email: 'neu@hof.example', first_name: 'Neu', password: 'Weidegang-2026', password_confirmation: 'Weidegang-2026' },
  initialLocations: [],
  editingSelf: false,
  assignmentsEditable: true,
  emailVerified: false,
};
/** A farm admin editing their staff member: links can change. */
const otherInput: UserFormInput = {
  mode: 'edit',
  userId: 9,
  initial: userFormFromSource(staffSource),
  initialLocations: staffSource.locations,
  editingSelf: false,
  assignmentsEditable: true,
  emailVerified: true,
};
const selfInput: UserFormInput = {
  mode: 'profile',
  userId: 7,
  initial: userFormFromSource(staffSource),
  initialLocations: staffSource.locations,
  editingSelf: true,
  assignmentsEditable: false,
  emailVerified: false,
};

const commonEvents: AnyEventObject[] = [
  { type: 'form.submit' },
  { type: 'form.change', values: { email: 'kein-at' } },
  { type: 'dialog.close' },
  { type: 'notice.close' },
  { type: 'xstate.error.actor.saveUser', error: taken },
  { type: 'xstate.error.actor.saveUser', error: serverDown },
  { type: 'xstate.error.actor.saveUser', error: fieldRefused },
  { type: 'xstate.done.actor.saveLinks', output: {} },
  { type: 'xstate.error.actor.saveLinks', error: serverDown },
  { type: 'xstate.done.actor.loadLinks', output: storedLinks },
  { type: 'xstate.error.actor.loadLinks', error: serverDown },
];

/** Graph nodes: the state, the mode, whether the form may be sent, and which message shows. */
const key = (s: AnyMachineSnapshot) => [s.value, s.context.mode, canSubmit(s as never), s.context.submitted, s.context.dialog !== null, s.context.notice !== null];

const createModel: Model = {
  name: 'userForm (new farm staff)',
  machine: userFormMachine,
  input: createInput,
  provide,
  key,
  events: [
    ...commonEvents,
    { type: 'form.change', values: { locations: [11] } },
    { type: 'xstate.done.actor.saveUser', output: { id: 42, username: 'bm_1001_2' } },
  ],
};
const otherModel: Model = {
  name: 'userForm (staff edited by their farm admin)',
  machine: userFormMachine,
  input: otherInput,
  provide,
  key,
  events: [
    ...commonEvents,
    { type: 'form.change', values: { locations: [11, 12] } },
    { type: 'form.change', values: { last_name: 'Neumann' } },
    { type: 'xstate.done.actor.saveUser', output: { id: 9, username: 'bm_1001_1' } },
  ],
};
const selfModel: Model = {
  name: 'userForm (own profile)',
  machine: userFormMachine,
  input: selfInput,
  provide,
  key,
  events: [
    ...commonEvents,
    { type: 'form.change', values: { email: 'maria@hof.example' } },
    { type: 'form.change', values: { email: 'magd@hof.example' } },
    { type: 'email.verify' },
    { type: 'xstate.done.actor.saveUser', output: { id: 7, username: 'bm_1001_1' } },
    { type: 'xstate.done.actor.verifyEmail', output: {} },
    { type: 'xstate.error.actor.verifyEmail', error: serverDown },
  ],
};

runModels('userForm', [createModel, otherModel, selfModel]);

describe('user form scenarios', () => {
  it('a new farm staff user: one POST with the location link and the chosen permissions, no username (the server generates it)', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: createInput }).start();
    actor.send({ type: 'form.submit' });
    expect(visibleErrors(actor.getSnapshot())).toEqual({ assignments: 'Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.' });
    expect(fx.started).toEqual([]);
    const permissions = { allow_alerts: true, allow_management: false, allow_evaluation_creation: true };
    actor.send({ type: 'form.change', values: { locations: [11], permissions } });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveUser')).toEqual({
      kind: 'create',
      body: {
        email: 'neu@hof.example',
        password: 'Weidegang-2026',
        prefix: null,
        first_name: 'Neu',
        last_name: '',
        is_active: true,
        account_type: 'farm_staff',
        farm_admin_of: [],
        associations: [],
        locations: [{ location: 11, ...permissions }],
      },
    });
    fx.resolve('saveUser', { id: 42, username: 'bm_1001_2' });
    await flush();
    expect(fx.isRunning('saveLinks')).toBe(false);
    expect(isSaved(actor.getSnapshot())).toBe(true);
  });

  it("a taken username opens 'Benutzername vergeben'; closing it returns to the form as typed", async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: { ...createInput, initial: { ...createInput.initial, account_type: 'farm_admin', username: 'josef', farms: [3] } } }).start();
    actor.send({ type: 'form.submit' });
    fx.reject('saveUser', taken);
    await flush();
    expect(conflictDialog(actor.getSnapshot())).toEqual({
      title: 'Benutzername vergeben',
      message: 'Der Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.',
      level: 'error',
    });
    actor.send({ type: 'dialog.close' });
    expect(conflictDialog(actor.getSnapshot())).toBeNull();
    expect(formValues(actor.getSnapshot()).username).toBe('josef');
  });

  it("the e-mail and password refusals of product rules ‹Login, terms and user errors› have their own dialogs", async () => {
    for (const [error, title] of [[emailTaken, 'E-Mail-Adresse vergeben'], [weak, 'Passwort unzulässig']] as const) {
      const fx = new Effects();
      const actor = createActor(provide(fx), { input: selfInput }).start();
      actor.send({ type: 'form.change', values: { email: 'maria@hof.example' } });
      actor.send({ type: 'form.submit' });
      fx.reject('saveUser', error);
      await flush();
      expect(conflictDialog(actor.getSnapshot())?.title).toBe(title);
    }
  });

  it('editing sends only the changed fields; unchanged links write nothing', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: selfInput }).start();
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.change', values: { last_name: 'Huber-Maier', prefix: '' } });
    expect(canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveUser')).toEqual({ kind: 'update', userId: 7, fields: { last_name: 'Huber-Maier', prefix: null } });
    fx.resolve('saveUser', { id: 7, username: 'bm_1001_1' });
    await flush();
    expect(fx.isRunning('saveLinks')).toBe(false);
    expect(isSaved(actor.getSnapshot())).toBe(true);
  });

  it('links failing half-way: a notice, the links read back, and the next save sends neither the user fields again nor done links', async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: otherInput }).start();
    actor.send({ type: 'form.change', values: { last_name: 'Huber-Maier', locations: [11, 12, 13] } });
    actor.send({ type: 'form.submit' });
    expect(fx.inputOf('saveUser')).toEqual({ kind: 'update', userId: 9, fields: { last_name: 'Huber-Maier' } });
    fx.resolve('saveUser', { id: 9, username: 'bm_1001_1' });
    await flush();
    expect(fx.inputOf('saveLinks')).toMatchObject({ userId: 9, plan: { locations: { create: [{ location: 12 }, { location: 13 }], remove: [] } } });
    fx.reject('saveLinks', serverDown);
    await flush();
    expect(formNotice(actor.getSnapshot())?.message).toContain('500');
    expect(fx.inputOf('loadLinks')).toEqual({ userId: 9 });
    // Location 12 made it before the failure.
    fx.resolve('loadLinks', {
      associations: [],
      farm_admin_farms: [],
      locations: [...staffSource.locations, { location: 12, allow_management: true, allow_alerts: false, allow_evaluation_creation: false }],
    });
    await flush();
    actor.send({ type: 'form.submit' });
    expect(fx.isRunning('saveUser')).toBe(false);
    expect(fx.inputOf('saveLinks')).toMatchObject({ userId: 9, plan: { locations: { create: [{ location: 13 }], update: [], remove: [] } } });
  });

  it("'E-Mail verifizieren' only for self with the e-mail unchanged; success shows the notice of product rules ‹Login, terms and user errors›", async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: selfInput }).start();
    actor.send({ type: 'form.change', values: { email: 'maria@hof.example' } });
    expect(offersVerification(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'email.verify' });
    expect(fx.started).toEqual([]);
    actor.send({ type: 'form.change', values: { email: 'magd@hof.example' } });
    actor.send({ type: 'email.verify' });
    expect(fx.inputOf('verifyEmail')).toEqual({ userId: 7, email: 'magd@hof.example' });
    fx.resolve('verifyEmail', {});
    await flush();
    expect(formNotice(actor.getSnapshot())).toMatchObject({
      title: 'E-Mail verifizieren',
      message: 'Ihrer E-Mail-Adresse wurde ein Bestätigungslink zugesendet. Bitte bestätigen Sie diesen, um Ihre E-Mail-Adresse zu verifizieren.',
    });
  });
});

describe('user form: messages wait for the user, limits and server messages in German at their fields', () => {
  const empty: UserFormInput = { ...createInput, initial: emptyUserForm('farm_admin') };

  it('an untouched new form shows no message; submitting an empty form sends nothing and shows every message', () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: empty }).start();
    const s = () => actor.getSnapshot();
    expect(visibleErrors(s())).toEqual({});
    actor.send({ type: 'form.change', values: { email: 'a' } });
    expect(visibleErrors(s())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(fx.started).toEqual([]);
    expect(visibleErrors(s())).toEqual({
      email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      username: 'Geben Sie einen Benutzernamen ein.',
      password: 'Geben Sie ein Passwort ein.',
      assignments: 'Bitte weisen Sie dem Nutzer einen Verband / ein LDWU / einen Betrieb / eine Organisation zu.',
    });
  });

  it("texts longer than the server takes are refused in the form, with the server's words", () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: { ...createInput, initial: { ...createInput.initial, locations: [11] } } }).start();
    actor.send({ type: 'form.change', values: { first_name: 'M'.repeat(151), email: `${'m'.repeat(250)}@hof.example` } });
    actor.send({ type: 'form.submit' });
    expect(fx.started).toEqual([]);
    expect(visibleErrors(actor.getSnapshot())).toEqual({
      first_name: 'Der Vorname ist zu lang (höchstens 150 Zeichen).',
      email: 'Die E-Mail-Adresse ist zu lang (höchstens 254 Zeichen).',
    });
  });

  it("a server's field message lands at its field; one no field shows is named by its German label, not its API name", async () => {
    const fx = new Effects();
    const actor = createActor(provide(fx), { input: otherInput }).start();
    actor.send({ type: 'form.change', values: { last_name: 'Neumann' } });
    actor.send({ type: 'form.submit' });
    fx.reject('saveUser', fieldRefused);
    await flush();
    expect(visibleErrors(actor.getSnapshot())).toEqual({ last_name: 'Der Nachname ist zu lang (höchstens 150 Zeichen).' });
    expect(formNotice(actor.getSnapshot())?.message).toBe('Fehlercode: 400 (Bad Request)\nAktiv: Erwartet wird Ja oder Nein.');
    actor.send({ type: 'form.change', values: { last_name: 'Neu' } });
    expect(visibleErrors(actor.getSnapshot())).toEqual({});
  });
});
