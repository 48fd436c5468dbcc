// A one-field name form: 'save' only when the name is non-empty, not too long and changed; read-only
// without the right. The server's message for the name (in German) shows at the field.
import { useState } from 'react';
import { canSaveName, nameError, type NameSaveResult } from '../../../domain/name-form.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';

export interface NameFormProps {
  label: string;
  saved: string;
  canEdit: boolean;
  requiredMessage: string;
  submitLabel: string;
  onSave: (name: string) => Promise<NameSaveResult>;
}

export function NameForm({ label, saved, canEdit, requiredMessage, submitLabel, onSave }: NameFormProps) {
  const [draft, setDraft] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const error = serverMessage ?? (touched ? nameError(draft, requiredMessage) : '');
  const ready = canSaveName(draft, saved, canEdit) && !pending;
  return (
    <Form
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        setPending(true);
        const result = await onSave(draft.trim());
        setPending(false);
        if (result.saved) setTouched(false);
        else setServerMessage(result.message);
      }}
    >
      <TextField
        label={label}
        value={draft}
        onChange={(v) => {
          setDraft(v);
          setTouched(true);
          setServerMessage(null);
        }}
        isReadOnly={!canEdit}
        isRequired={canEdit}
        isInvalid={!!error}
        errorMessage={error}
      />
      {canEdit ? (
        <div className="form__actions">
          <Button type="submit" isDisabled={!ready} isPending={pending} pendingLabel="Wird gespeichert …">
            {submitLabel}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
