// The user form (product rules ‹User form›): prefix, names, e-mail (with 'E-Mail verifizieren' for self), account type
// (new users: the roles the editor may create), username (rules of src/domain/user-form.ts), password
// and confirmation, active flag (on /profile instead the monthly digest opt-in), assignments; the messages of product rules ‹Validation rules› after the first submit; the save
// dialogs of product rules ‹Error catalogue›. Renders the userForm actor; every rule comes from the domain.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { PREFIX_OPTIONS } from '../../../domain/constants.ts';
import { DIGEST_OPT_IN_LABEL } from '../../../domain/controlling-digest.ts';
import { ACCOUNT_TYPE_LABELS, type AccountType } from '../../../domain/roles.ts';
import { usernameRule, type UserFormValues } from '../../../domain/user-form.ts';
import type { UserFormActorRef } from '../../../machines/userForm/machine.ts';
import {
  conflictDialog,
  formNotice,
  formValues,
  hasChanges,
  isEmailVerified,
  isSaved,
  isSaving,
  isVerifying,
  offersVerification,
  visibleErrors,
} from '../../../machines/userForm/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Select } from '../../ui/Select.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AssignmentFields } from './AssignmentFields.tsx';
import type { AssociationOption } from './options.ts';

const NO_PREFIX = 'none';
const PREFIX_ITEMS = [{ id: NO_PREFIX, label: 'Keine Angabe' }, ...PREFIX_OPTIONS.map((p) => ({ id: p, label: p }))];

export interface UserFormProps {
  actor: UserFormActorRef;
  roles: readonly AccountType[];
  associations: readonly AssociationOption[];
  staffFarms: readonly number[];
  onCancel: () => void;
  onSaved: () => void;
  onToggleActive?: () => void;
  listedActive: boolean | null;
  /** The page shows the title itself (/profile). */
  hideTitle?: boolean;
}

export function UserForm({ actor, roles, associations, staffFarms, onCancel, onSaved, onToggleActive, listedActive, hideTitle = false }: UserFormProps) {
  const values = useSelector(actor, formValues);
  const errors = useSelector(actor, visibleErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const changed = useSelector(actor, hasChanges);
  const saving = useSelector(actor, isSaving);
  const saved = useSelector(actor, isSaved);
  const dialog = useSelector(actor, conflictDialog);
  const notice = useSelector(actor, formNotice);
  const verifying = useSelector(actor, isVerifying);
  const offersVerify = useSelector(actor, offersVerification);
  const verified = useSelector(actor, isEmailVerified);
  const { mode, editingSelf, assignmentsEditable } = useSelector(
    actor,
    (s) => ({ mode: s.context.mode, editingSelf: s.context.editingSelf, assignmentsEditable: s.context.assignmentsEditable }),
    (a, b) => a.mode === b.mode && a.editingSelf === b.editingSelf && a.assignmentsEditable === b.assignmentsEditable,
  );

  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  // The form opens above the list on phones, beside it on wide screens: bring it into view and put
  // keyboard focus at its start.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const change = (patch: Partial<UserFormValues>) => actor.send({ type: 'form.change', values: patch });
  const username = usernameRule(values, editingSelf);
  const isNew = mode === 'create';
  const title = isNew ? 'Neuen Benutzer anlegen' : editingSelf ? 'Eigenen Benutzer bearbeiten' : 'Benutzer bearbeiten';

  return (
    <section className="user-panel" aria-labelledby={hideTitle ? undefined : 'user-form-title'} aria-label={hideTitle ? title : undefined}>
      {hideTitle ? null : (
        <h2 id="user-form-title" className="user-panel__title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
      )}
      <Form
        className="user-form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
        aria-busy={saving}
      >
        <div className="user-form__grid">
          <Select
            label="Anrede"
            items={PREFIX_ITEMS}
            selectedKey={values.prefix === '' ? NO_PREFIX : values.prefix}
            onSelectionChange={(key) => change({ prefix: key === NO_PREFIX || key === null ? '' : (String(key) as UserFormValues['prefix']) })}
          />
          <TextField
            label="Vorname"
            value={values.first_name}
            onChange={(v) => change({ first_name: v })}
            isInvalid={!!errors.first_name}
            errorMessage={errors.first_name}
            autoComplete="given-name"
          />
          <TextField
            label="Nachname"
            value={values.last_name}
            onChange={(v) => change({ last_name: v })}
            isInvalid={!!errors.last_name}
            errorMessage={errors.last_name}
            autoComplete="family-name"
          />
          <div className="user-form__email">
            <TextField
              label="E-Mail"
              type="email"
              value={values.email}
              onChange={(v) => change({ email: v })}
              isInvalid={!!errors.email}
              errorMessage={errors.email}
              autoComplete="email"
            />
            {offersVerify ? (
              verified ? (
                <Button variant="secondary" isDisabled>
                  E-Mail ist verifiziert
                </Button>
              ) : (
                <Button variant="secondary" onPress={() => actor.send({ type: 'email.verify' })} isPending={verifying} pendingLabel="Link wird gesendet …">
                  E-Mail verifizieren
                </Button>
              )
            ) : null}
          </div>
          {isNew ? (
            <Select
              label="Kontotyp"
              items={roles.map((r) => ({ id: r, label: ACCOUNT_TYPE_LABELS[r] }))}
              selectedKey={values.account_type}
              onSelectionChange={(key) => key && change({ account_type: key as AccountType })}
            />
          ) : (
            <div className="field">
              <span className="field__label">Kontotyp</span>
              <span className="user-form__readonly">{ACCOUNT_TYPE_LABELS[values.account_type]}</span>
            </div>
          )}
          {username.hidden ? null : (
            <div className="user-form__username">
              <TextField
                label="Benutzername"
                value={values.auto_username && isNew ? '' : values.username}
                onChange={(v) => change({ username: v })}
                isDisabled={username.disabled}
                isInvalid={!!errors.username}
                errorMessage={errors.username}
                autoComplete="username"
                {...(values.auto_username && isNew ? { placeholder: 'wird automatisch erzeugt' } : {})}
              />
              {isNew ? (
                <Switch isSelected={values.auto_username} onChange={(on) => change({ auto_username: on })}>
                  Benutzername automatisch erzeugen
                </Switch>
              ) : null}
            </div>
          )}
          <TextField
            label="Passwort"
            type="password"
            value={values.password}
            onChange={(v) => change({ password: v })}
            isInvalid={!!errors.password}
            errorMessage={errors.password}
            autoComplete="new-password"
            {...(isNew ? {} : { description: 'Leer lassen, um das Passwort zu behalten.' })}
          />
          <TextField
            label="Passwort wiederholen"
            type="password"
            value={values.password_confirmation}
            onChange={(v) => change({ password_confirmation: v })}
            isInvalid={!!errors.password_confirmation}
            errorMessage={errors.password_confirmation}
            autoComplete="new-password"
          />
          {mode === 'profile' ? (
            <Checkbox isSelected={values.digest_opt_in} onChange={(on) => change({ digest_opt_in: on })}>
              {DIGEST_OPT_IN_LABEL}
            </Checkbox>
          ) : (
            <Switch isSelected={values.is_active} onChange={(on) => change({ is_active: on })} isDisabled={editingSelf}>
              Aktiv
            </Switch>
          )}
        </div>
        <AssignmentFields
          values={values}
          onChange={change}
          isEditable={assignmentsEditable}
          associations={associations}
          staffFarms={staffFarms}
          error={errors.assignments}
        />
        {notice ? (
          <Notice kind={notice.level === 'info' || notice.level === 'success' ? notice.level : 'error'} title={notice.title}>
            <p className="pre-line">{notice.message}</p>
            <Button variant="quiet" onPress={() => actor.send({ type: 'notice.close' })}>
              Hinweis schließen
            </Button>
          </Notice>
        ) : null}
        <div className="form__actions">
          <Button type="submit" isDisabled={!changed} isPending={saving} pendingLabel="Benutzer wird gespeichert …">
            {isNew ? 'Benutzer anlegen' : 'Speichern'}
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
            Abbrechen
          </Button>
          {mode === 'edit' && !editingSelf && onToggleActive && listedActive !== null ? (
            <Button variant="quiet" onPress={onToggleActive} isDisabled={saving}>
              {listedActive ? 'Benutzer deaktivieren' : 'Benutzer aktivieren'}
            </Button>
          ) : null}
        </div>
      </Form>
      {dialog ? (
        <Dialog
          title={dialog.title}
          role="alertdialog"
          isOpen
          onOpenChange={(open) => !open && actor.send({ type: 'dialog.close' })}
        >
          <p className="pre-line">{dialog.message}</p>
          <div className="dialog__actions">
            <Button onPress={() => actor.send({ type: 'dialog.close' })} autoFocus>
              OK
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
