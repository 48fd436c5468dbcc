// One survey question: a list question as radio options, a boolean question as Ja/Nein radios, any
// other type as 'unsupported type'. Memoised: answering one question re-renders only that one.
import { memo } from 'react';
import { optionPairs, UNSUPPORTED_TYPE, type SurveyAnswer, type SurveyQuestion } from '../../../domain/profile-survey.ts';
import { Radio, RadioGroup } from '../../ui/RadioGroup.tsx';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  value: SurveyAnswer;
  readOnly: boolean;
  onAnswer: (name: string, value: string | boolean) => void;
}

const toRadioValue = (value: SurveyAnswer) => (value === null ? null : String(value));

export const QuestionField = memo(function QuestionField({ question, value, readOnly, onAnswer }: QuestionFieldProps) {
  if (question.type !== 'list' && question.type !== 'boolean') {
    return (
      <div className="question">
        <p className="question__text">{question.text}</p>
        <p className="muted">{UNSUPPORTED_TYPE}</p>
      </div>
    );
  }
  const unanswered = value === null;
  return (
    <RadioGroup
      className={`question${unanswered ? ' question--open' : ''}`}
      label={
        <>
          {question.text}
          {unanswered && !readOnly ? <span className="question__open"> (unbeantwortet)</span> : null}
        </>
      }
      value={toRadioValue(value)}
      isReadOnly={readOnly}
      orientation="horizontal"
      onChange={(v) => onAnswer(question.name, question.type === 'boolean' ? v === 'true' : v)}
    >
      {question.type === 'boolean' ? (
        <>
          <Radio value="true">Ja</Radio>
          <Radio value="false">Nein</Radio>
        </>
      ) : (
        optionPairs(question).map(([key, label]) => (
          <Radio key={key} value={key}>
            {label}
          </Radio>
        ))
      )}
    </RadioGroup>
  );
});
