// The profile survey editor (product rules ‹Profile survey›): adopt section for editors, the counter of
// unanswered questions, the questions by category, 'Profil speichern'. Driven by the profileSurvey
// machine; read-only without the right to manage profiles.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { categoryHeading } from '../../../domain/profile-survey.ts';
import type { ProfileSurveyActorRef } from '../../../machines/profileSurvey/machine.ts';
import { canAdopt, canSave, counterText, isAdopting, isFailed, isLoading, isSaving, surveyError, unanswered } from '../../../machines/profileSurvey/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/Toast.tsx';
import { AdoptProfile } from './AdoptProfile.tsx';
import { QuestionField } from './QuestionField.tsx';

export interface SurveyEditorProps {
  survey: ProfileSurveyActorRef;
  canEdit: boolean;
  /** Locations whose profile may be adopted (without this one). */
  adoptable: { locations: readonly { id: number; name: string }[]; cut: string | null };
  /** Heading level of the category headings (2 on /survey, 3 inside location edit). */
  level?: 2 | 3;
}

export function SurveyEditor({ survey, canEdit, adoptable, level = 2 }: SurveyEditorProps) {
  const loading = useSelector(survey, isLoading);
  const failed = useSelector(survey, isFailed);
  const categories = useSelector(survey, (s) => s.context.categories);
  const answers = useSelector(survey, (s) => s.context.answers);
  const source = useSelector(survey, (s) => s.context.source);
  const file = useSelector(survey, (s) => s.context.file);
  const error = useSelector(survey, surveyError);
  const open = useSelector(survey, unanswered);
  const counter = useSelector(survey, counterText);
  const adoptReady = useSelector(survey, canAdopt);
  const adopting = useSelector(survey, isAdopting);
  const saveReady = useSelector(survey, canSave);
  const saving = useSelector(survey, isSaving);
  const onAnswer = useCallback((name: string, value: string | boolean) => survey.send({ type: 'survey.answer', name, value }), [survey]);

  useEffect(() => {
    const sub = survey.on('survey.saved', () => notify({ level: 'success', title: 'Profil gespeichert', message: 'Das Betriebsprofil wurde gespeichert.' }));
    return () => sub.unsubscribe();
  }, [survey]);

  if (loading) return <Spinner label="Fragebogen wird geladen …" showLabel />;
  if (failed) {
    return (
      <Notice kind="error" title={error?.title ?? 'Der Fragebogen konnte nicht geladen werden.'}>
        {error?.message ? <p>{error.message}</p> : null}
        <Button variant="secondary" onPress={() => survey.send({ type: 'survey.retry' })}>
          Erneut versuchen
        </Button>
      </Notice>
    );
  }
  const Heading = `h${level}` as const;
  return (
    <div className="survey stack">
      {canEdit ? (
        <AdoptProfile
          locations={adoptable.locations}
          cut={adoptable.cut}
          source={source}
          file={file}
          canAdopt={adoptReady}
          adopting={adopting}
          onSource={(s) => survey.send({ type: 'survey.source.select', source: s })}
          onFile={(f) => survey.send({ type: 'survey.file.choose', file: f })}
          onAdopt={() => survey.send({ type: 'survey.adopt' })}
        />
      ) : (
        <p className="muted">Sie können dieses Profil nur ansehen.</p>
      )}
      {error ? (
        <Notice kind={error.level === 'error' ? 'error' : 'info'} title={error.title}>
          {error.message}
        </Notice>
      ) : null}
      <p className={open > 0 ? 'survey__counter survey__counter--open' : 'survey__counter'} role="status">
        {open > 0 ? `⚠ ${counter}` : 'Alle Fragen sind beantwortet.'}
      </p>
      {categories.map((c) => (
        <section key={c.category} className="survey__category" aria-label={categoryHeading(c.category)}>
          <Heading>{categoryHeading(c.category)}</Heading>
          {c.questions.map((q) => (
            <QuestionField key={q.name} question={q} value={answers[q.name] ?? null} readOnly={!canEdit} onAnswer={onAnswer} />
          ))}
        </section>
      ))}
      {canEdit ? (
        <div className="form__actions survey__actions">
          <Button isDisabled={!saveReady} isPending={saving} pendingLabel="Profil wird gespeichert …" onPress={() => survey.send({ type: 'survey.save' })}>
            Profil speichern
          </Button>
          {open > 0 ? <span className="muted">{counter}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
