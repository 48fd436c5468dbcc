// Profile answers of a comparison group (management_options, product rules ‹Entities and fields›): pick a question, then the
// accepted answers (a list: any of them; yes/no: one). Chosen criteria are listed and removable.
import { useState } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { Select } from '../../../ui/Select.tsx';
import type { SurveyQuestionChoice } from '../pickers/usePickerData.ts';

type Options = Record<string, string[] | boolean>;

export function ProfileCriteria({ value, onChange, questions, errorMessage }: { value: Options; onChange: (v: Options) => void; questions: SurveyQuestionChoice[]; errorMessage?: string | undefined }) {
  const [adding, setAdding] = useState<string | null>(null);
  const byName = new Map(questions.map((q) => [q.name, q]));
  const set = (name: string, answer: string[] | boolean | null) => {
    const next = { ...value };
    if (answer === null || (Array.isArray(answer) && answer.length === 0)) delete next[name];
    else next[name] = answer;
    onChange(next);
  };
  const open = questions.filter((q) => !(q.name in value));
  return (
    <fieldset className="profile-criteria">
      <legend className="field__label">Betriebsprofil</legend>
      {Object.entries(value).map(([name, answer]) => {
        const q = byName.get(name);
        if (!q) return null;
        return (
          <div key={name} className="profile-criteria__item">
            {q.type === 'boolean' ? (
              <RadioGroup label={q.text} value={answer === true ? 'ja' : 'nein'} onChange={(v) => set(name, v === 'ja')} orientation="horizontal">
                <Radio value="ja">Ja</Radio>
                <Radio value="nein">Nein</Radio>
              </RadioGroup>
            ) : (
              <CheckboxGroup className="profile-criteria__answers" value={Array.isArray(answer) ? answer : []} onChange={(v) => set(name, v)}>
                <Label className="field__label">{q.text}</Label>
                {q.options.map((o) => (
                  <Checkbox key={o.key} value={o.key}>
                    {o.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
            <Button variant="quiet" onPress={() => set(name, null)} aria-label={`Kriterium „${q.text}“ entfernen`}>
              Entfernen
            </Button>
          </div>
        );
      })}
      <Select
        label="Profilfrage hinzufügen"
        placeholder="Frage wählen"
        items={open.map((q) => ({ id: q.name, label: `${q.category}: ${q.text}` }))}
        selectedKey={adding}
        // The questionnaire is still loading: an empty list would not open.
        isDisabled={questions.length === 0}
        onSelectionChange={(key) => {
          const q = byName.get(String(key));
          setAdding(null);
          if (q) set(q.name, q.type === 'boolean' ? true : [q.options[0]?.key ?? ''].filter(Boolean));
        }}
      />
      {errorMessage ? <p className="field__error">{errorMessage}</p> : null}
    </fieldset>
  );
}
