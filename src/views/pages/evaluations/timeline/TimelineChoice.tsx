// The timeline's choice (product rules ‹Timeline page›): up to four figures (chosen ones listed with a
// remove button, more added through a searchable list) and 12, 24 or 36 months. The page keeps the
// choice in its address, so a reload shows the same.
import { useState } from 'react';
import { TIMELINE_MAX_FIGURES, TIMELINE_MONTH_CHOICES, TIMELINE_TEXT, type TimelineChoice as Choice } from '../../../../domain/timeline.ts';
import { Button } from '../../../ui/Button.tsx';
import { ComboBox } from '../../../ui/ComboBox.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';

export interface FigureOption {
  name: string;
  label: string;
}

const MAX_MATCHES = 50;

export function TimelineChoice({ choice, known, catalogue, onChange }: { choice: Choice; known: readonly FigureOption[]; catalogue: readonly FigureOption[]; onChange: (c: Choice) => void }) {
  const [text, setText] = useState('');
  const full = known.length >= TIMELINE_MAX_FIGURES;
  const needle = text.trim().toLowerCase();
  const matches = catalogue
    .filter((f) => !choice.figures.includes(f.name) && (needle === '' || f.label.toLowerCase().includes(needle)))
    .slice(0, MAX_MATCHES)
    .map((f) => ({ id: f.name, label: f.label }));
  return (
    <div className="timeline-choice">
      <fieldset className="timeline-choice__figures">
        <legend>{TIMELINE_TEXT.figures}</legend>
        <ul className="timeline-choice__chosen">
          {known.map((f) => (
            <li key={f.name}>
              <span>{f.label}</span>
              {known.length > 1 ? (
                <Button variant="secondary" aria-label={`${f.label} entfernen`} onPress={() => onChange({ ...choice, figures: choice.figures.filter((n) => n !== f.name) })}>
                  Entfernen
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <ComboBox
          label="Kennzahl hinzufügen"
          items={matches}
          inputValue={text}
          onInputChange={setText}
          selectedKey={null}
          isDisabled={full}
          description={full ? TIMELINE_TEXT.tooMany : undefined}
          emptyText="Keine passende Kennzahl."
          menuTrigger="focus"
          onSelectionChange={(key) => {
            if (key === null || full) return;
            setText('');
            onChange({ ...choice, figures: [...choice.figures, String(key)] });
          }}
        />
      </fieldset>
      <RadioGroup label={TIMELINE_TEXT.period} orientation="horizontal" value={String(choice.months)} onChange={(v) => onChange({ ...choice, months: Number(v) as Choice['months'] })}>
        {TIMELINE_MONTH_CHOICES.map((m) => (
          <Radio key={m} value={String(m)}>
            {TIMELINE_TEXT.months(m)}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
