import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import type { SurveyCategory } from '../../../src/domain/profile-survey.ts';
import { importProfileCsv } from '../../../src/domain/profile-csv.ts';
import { provideProfileSurvey } from '../../../src/machines/profileSurvey/effects.ts';
import { NOT_A_CSV, profileSurveyMachine, type ProfileSurveyEmitted } from '../../../src/machines/profileSurvey/machine.ts';
import { canAdopt, canSave, counterText, isFailed, isSaving, profile, surveyError, unanswered, wasSaved } from '../../../src/machines/profileSurvey/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const categories: SurveyCategory[] = [
  {
    category: 'Melken',
    questions: [
      { name: 'melksystem', text: 'Welches Melksystem?', type: 'list', options: [{ AMS: 'Melkroboter' }, { FISCHGRAET: 'Fischgräten' }] },
      { name: 'weide', text: 'Weidegang?', type: 'boolean', options: [] },
    ],
  },
];
const csv = { name: 'Profile-Export-Hof.csv', text: () => Promise.resolve('') };

const provide = (fx: Effects) => profileSurveyMachine.provide({ actors: { load: fx.promise(), adopt: fx.promise(), save: fx.promise() } as never });
const start = (fx: Effects, canEdit = true) => createActor(provide(fx), { input: { locationId: 5, canEdit } }).start();

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: { categories, answers: { melksystem: 'AMS' } } },
  { type: 'xstate.error.actor.load', error: ApiError.noResponse() },
  { type: 'survey.retry' },
  { type: 'survey.answer', name: 'weide', value: true },
  { type: 'survey.source.select', source: { kind: 'location', locationId: 9 } },
  { type: 'survey.source.select', source: { kind: 'file' } },
  { type: 'survey.file.choose', file: csv },
  { type: 'survey.file.choose', file: { name: 'profil.xlsx', text: () => Promise.resolve('') } },
  { type: 'survey.adopt' },
  { type: 'xstate.done.actor.adopt', output: { answers: { melksystem: 'FISCHGRAET', weide: false }, csv: null } },
  // A file that answers no question: refused, the answers stay.
  { type: 'xstate.done.actor.adopt', output: { answers: {}, csv: { answers: {}, unmatched: ['Zeile 2: „x“ ist keine Frage des Fragebogens'] } } },
  { type: 'xstate.error.actor.adopt', error: new ApiError({ status: 404, detail: 'Betrieb nicht gefunden.' }) },
  { type: 'survey.save' },
  { type: 'xstate.done.actor.save', output: {} },
  { type: 'xstate.error.actor.save', error: new ApiError({ status: 400, detail: 'Ungültige Eingabe.' }) },
];

/** Graph nodes: state, unanswered count, chosen source kind and whether a file is chosen. */
const model: Model = {
  name: 'profileSurvey',
  machine: profileSurveyMachine,
  events,
  provide,
  input: { locationId: 5, canEdit: true },
  key: (s) => [s.value, unanswered(s as never), s.context.source?.kind ?? null, s.context.file !== null],
};

runModel(model, (trace, path) => {
  // Saving is only ever started with a complete profile of every question.
  for (const started of trace.effects.started.filter((s) => s.id === 'save')) {
    expect(Object.keys((started.input as { answers: object }).answers).sort()).toEqual(['melksystem', 'weide']);
  }
  if (path.state.value === 'saving') expect(unanswered(path.state as never)).toBe(0);
});

// The machine with its real file effect and the CSV rules of src/domain.
const withFile = (text: string) => {
  const actor = createActor(
    provideProfileSurvey({
      loadSurvey: async () => ({ categories, answers: { melksystem: 'AMS', weide: true } }),
      loadAnswers: async () => null,
      parseCsv: importProfileCsv,
      saveProfile: async () => ({}),
    }),
    { input: { locationId: 5, canEdit: true } },
  ).start();
  const adopt = async () => {
    await flush();
    actor.send({ type: 'survey.source.select', source: { kind: 'file' } });
    actor.send({ type: 'survey.file.choose', file: { name: 'profil.csv', text: () => Promise.resolve(text) } });
    actor.send({ type: 'survey.adopt' });
    await flush();
    await flush();
    return actor.getSnapshot();
  };
  return { actor, adopt };
};

describe('profile survey scenarios', () => {
  it('fills answers from the active profile, counts, and saves only at zero unanswered', async () => {
    const fx = new Effects();
    const actor = start(fx);
    const emitted: ProfileSurveyEmitted[] = [];
    actor.on('*', (e) => emitted.push(e as ProfileSurveyEmitted));
    expect(fx.inputOf('load')).toEqual({ locationId: 5 });
    fx.resolve('load', { categories, answers: { melksystem: 'AMS', weide: 'nein', alt: 1 } });
    await flush();
    const s = actor.getSnapshot();
    expect(s.context.answers).toEqual({ melksystem: 'AMS', weide: null });
    expect(counterText(s)).toBe('Noch 1 unbeantwortete Frage zum Profil');
    expect(canSave(s)).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: 'survey.changed', unanswered: 1, profile: null });
    actor.send({ type: 'survey.save' });
    expect(fx.isRunning('save')).toBe(false);

    actor.send({ type: 'survey.answer', name: 'weide', value: false });
    expect(emitted.at(-1)).toEqual({ type: 'survey.changed', unanswered: 0, profile: { melksystem: 'AMS', weide: false } });
    expect(canSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'survey.save' });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    expect(fx.inputOf('save')).toEqual({ locationId: 5, answers: { melksystem: 'AMS', weide: false } });
    fx.resolve('save', {});
    await flush();
    expect(wasSaved(actor.getSnapshot())).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'survey.saved' });
  });

  it('adopts another location: answers replaced, selector reset', async () => {
    const fx = new Effects();
    const actor = start(fx);
    fx.resolve('load', { categories, answers: { melksystem: 'AMS', weide: true } });
    await flush();
    expect(canAdopt(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'survey.source.select', source: { kind: 'location', locationId: 9 } });
    expect(canAdopt(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'survey.adopt' });
    expect(fx.inputOf('adopt')).toEqual({ source: { kind: 'location', locationId: 9 }, file: null, categories });
    fx.resolve('adopt', { answers: { melksystem: 'FISCHGRAET' }, csv: null });
    await flush();
    const s = actor.getSnapshot();
    expect(s.context.answers).toEqual({ melksystem: 'FISCHGRAET', weide: null });
    expect(s.context.source).toBeNull();
    expect(counterText(s)).toBe('Noch 1 unbeantwortete Frage zum Profil');
  });

  it('the file import needs a .csv file before Profil übernehmen is possible', async () => {
    const fx = new Effects();
    const actor = start(fx);
    fx.resolve('load', { categories, answers: null });
    await flush();
    expect(counterText(actor.getSnapshot())).toBe('Noch 2 unbeantwortete Fragen zum Profil');
    actor.send({ type: 'survey.source.select', source: { kind: 'file' } });
    expect(canAdopt(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'survey.file.choose', file: { name: 'profil.xlsx', text: () => Promise.resolve('') } });
    expect(surveyError(actor.getSnapshot())?.message).toBe(NOT_A_CSV);
    expect(canAdopt(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'survey.file.choose', file: csv });
    expect(canAdopt(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'survey.adopt' });
    fx.resolve('adopt', { answers: { melksystem: 'AMS', weide: true }, csv: { answers: { melksystem: 'AMS', weide: true }, unmatched: [] } });
    await flush();
    expect(profile(actor.getSnapshot())).toEqual({ melksystem: 'AMS', weide: true });
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('read-only users can neither answer, adopt nor save', async () => {
    const fx = new Effects();
    const actor = start(fx, false);
    fx.resolve('load', { categories, answers: { melksystem: 'AMS', weide: true } });
    await flush();
    actor.send({ type: 'survey.answer', name: 'weide', value: false });
    actor.send({ type: 'survey.source.select', source: { kind: 'location', locationId: 9 } });
    expect(actor.getSnapshot().context.answers.weide).toBe(true);
    expect(canAdopt(actor.getSnapshot())).toBe(false);
    expect(canSave(actor.getSnapshot())).toBe(false);
  });

  it('a failed save keeps the answers and shows the server message; a failed load can be retried', async () => {
    const fx = new Effects();
    const actor = start(fx);
    fx.reject('load', ApiError.noResponse());
    await flush();
    expect(isFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'survey.retry' });
    fx.resolve('load', { categories, answers: { melksystem: 'AMS', weide: true } });
    await flush();
    actor.send({ type: 'survey.save' });
    fx.reject('save', ApiError.noResponse());
    await flush();
    expect(surveyError(actor.getSnapshot())?.title).toBe('Server nicht erreichbar');
    expect(actor.getSnapshot().context.answers).toEqual({ melksystem: 'AMS', weide: true });
    expect(canSave(actor.getSnapshot())).toBe(true);
  });

  it('a file that answers no question is refused with a German message and changes nothing', async () => {
    const { adopt } = withFile('Frage;Antwort\nGibt es nicht;Ja\nbemerkung;irgendwas\n');
    const s = await adopt();
    expect(s.context.answers).toEqual({ melksystem: 'AMS', weide: true });
    expect(surveyError(s)).toEqual({
      level: 'error',
      title: 'Datei nicht übernommen',
      message:
        'Die Datei enthält keine Antworten auf Fragen dieses Fragebogens; die Antworten bleiben unverändert. Zeile 2: „Gibt es nicht“ ist keine Frage des Fragebogens; Zeile 3: „bemerkung“ ist keine Frage des Fragebogens.',
    });
    expect(canSave(s)).toBe(true);
  });

  it('a file in the readable export format is adopted; rows matching no question are reported', async () => {
    const { adopt } = withFile('Frage;Antwort\nWelches Melksystem?;Fischgräten\nWeidegang?;Nein\nAlte Frage;Ja\n');
    const s = await adopt();
    expect(s.context.answers).toEqual({ melksystem: 'FISCHGRAET', weide: false });
    expect(surveyError(s)).toMatchObject({ level: 'warning', title: '1 Zeile nicht übernommen', message: 'Zeile 4: „Alte Frage“ ist keine Frage des Fragebogens.' });
  });
});
