// The location profile against its questionnaire (src/domain/profile.ts): valid answers,
// completeness, the unanswered counter, adopting answers and the filters of the profile count.
import { describe, expect, it } from 'vitest';
import { profileMatches } from '../../src/domain/profile-match.ts';
import {
  adoptAnswers,
  fullAnswers,
  parseProfileFilters,
  PROFILE_MESSAGES,
  profileAnswerErrors,
  profileCompleteness,
  unansweredText,
  type ProfileQuestion,
} from '../../src/domain/profile.ts';

const QUESTIONS: ProfileQuestion[] = [
  { name: 'erwerbsform', type: 'list', options: [{ HAUPTERWERB: 'Haupterwerb' }, { NEBENERWERB: 'Nebenerwerb' }] },
  { name: 'kuehe', type: 'list', options: [{ '1': '1–9 Kühe' }, { '10': '10–49 Kühe' }] },
  { name: 'photovoltaik', type: 'boolean' },
];

describe('profileAnswerErrors', () => {
  it('accepts option keys, booleans for boolean questions and null', () => {
    expect(profileAnswerErrors(QUESTIONS, { erwerbsform: 'NEBENERWERB', kuehe: '10', photovoltaik: false })).toEqual({});
    expect(profileAnswerErrors(QUESTIONS, { erwerbsform: null, photovoltaik: null })).toEqual({});
  });
  it('names every question whose answer does not fit, with its reason', () => {
    expect(
      profileAnswerErrors(QUESTIONS, { erwerbsform: 'Haupterwerb', kuehe: 10, photovoltaik: 'true', windrad: true, wirtschaftsweise: true }),
    ).toEqual({
      erwerbsform: [PROFILE_MESSAGES.notAnOption],
      kuehe: [PROFILE_MESSAGES.notAListAnswer],
      photovoltaik: [PROFILE_MESSAGES.notABoolean],
      windrad: [PROFILE_MESSAGES.unknownQuestion],
      wirtschaftsweise: [PROFILE_MESSAGES.unknownQuestion],
    });
  });
  it('a list question never takes a boolean, even when an option is named like one', () => {
    const q: ProfileQuestion[] = [{ name: 'offenstall', type: 'list', options: [{ JA: 'Ja' }, { NEIN: 'Nein' }] }];
    expect(profileAnswerErrors(q, { offenstall: true })).toEqual({ offenstall: [PROFILE_MESSAGES.notAListAnswer] });
  });
});

describe('profileCompleteness: complete only when every question has an answer', () => {
  it('lists the unanswered questions in questionnaire order', () => {
    expect(profileCompleteness(QUESTIONS, { photovoltaik: false })).toEqual({ complete: false, unanswered: ['erwerbsform', 'kuehe'] });
    expect(profileCompleteness(QUESTIONS, { erwerbsform: 'HAUPTERWERB', kuehe: '1', photovoltaik: true })).toEqual({ complete: true, unanswered: [] });
  });
  it('false is an answer; null, an empty text and a missing answer are not', () => {
    expect(profileCompleteness(QUESTIONS, { erwerbsform: '', kuehe: null, photovoltaik: false }).unanswered).toEqual(['erwerbsform', 'kuehe']);
    expect(profileCompleteness(QUESTIONS, null).unanswered).toHaveLength(3);
  });
  it('answers to questions the questionnaire no longer has do not make a profile complete', () => {
    expect(profileCompleteness(QUESTIONS, { alt: 'X', erwerbsform: 'HAUPTERWERB', kuehe: '1' }).complete).toBe(false);
  });
});

describe('texts and stored form', () => {
  it('the unanswered counter of product rules ‹Profile form›', () => {
    expect(unansweredText(1)).toBe('Noch 1 unbeantwortete Frage zum Profil');
    expect(unansweredText(117)).toBe('Noch 117 unbeantwortete Fragen zum Profil');
  });
  it('fullAnswers has every question, unanswered ones null', () => {
    expect(fullAnswers(QUESTIONS, { kuehe: '10' })).toEqual({ erwerbsform: null, kuehe: '10', photovoltaik: null });
  });
});

describe('adoptAnswers (another location\'s profile or a CSV file)', () => {
  it('takes the valid answers, ignores unknown questions and invalid answers', () => {
    const { answers, ignored } = adoptAnswers(QUESTIONS, { erwerbsform: 'HAUPTERWERB', kuehe: '5', photovoltaik: true, alt: 'X', id: 4 });
    expect(answers).toEqual({ erwerbsform: 'HAUPTERWERB', kuehe: null, photovoltaik: true });
    expect(ignored.sort()).toEqual(['alt', 'id', 'kuehe']);
  });
});

describe('parseProfileFilters (GET /profiles/count/)', () => {
  it('list: one key, comma-separated keys, repeated parameters', () => {
    expect(parseProfileFilters(QUESTIONS, { erwerbsform: 'HAUPTERWERB' }).criteria).toEqual({ erwerbsform: ['HAUPTERWERB'] });
    expect(parseProfileFilters(QUESTIONS, { kuehe: '1, 10' }).criteria).toEqual({ kuehe: ['1', '10'] });
    expect(parseProfileFilters(QUESTIONS, { kuehe: ['1', '10,1'] }).criteria).toEqual({ kuehe: ['1', '10'] });
  });
  it('boolean: true or false', () => {
    expect(parseProfileFilters(QUESTIONS, { photovoltaik: 'false' }).criteria).toEqual({ photovoltaik: false });
    expect(parseProfileFilters(QUESTIONS, { photovoltaik: ['true', 'true'] }).criteria).toEqual({ photovoltaik: true });
  });
  it('refuses unknown names, values that are no answer, empty and contradictory filters, per parameter', () => {
    const { errors, criteria } = parseProfileFilters(QUESTIONS, { windrad: 'true', erwerbsform: 'HAUPTERWERB,X', kuehe: ' , ', photovoltaik: 'true,false' });
    expect(criteria).toEqual({});
    expect(errors).toEqual({
      windrad: [PROFILE_MESSAGES.unknownQuestion],
      erwerbsform: [PROFILE_MESSAGES.notAnOption],
      kuehe: [PROFILE_MESSAGES.noFilterValue],
      photovoltaik: [PROFILE_MESSAGES.notABoolean],
    });
  });
  it('criteria mean what profileMatches says: any of the keys, equal booleans', () => {
    const { criteria } = parseProfileFilters(QUESTIONS, { kuehe: '1,10', photovoltaik: 'false' });
    expect(profileMatches(criteria, { kuehe: '10', photovoltaik: false })).toBe(true);
    expect(profileMatches(criteria, { kuehe: '10', photovoltaik: true })).toBe(false);
    expect(profileMatches(criteria, { kuehe: null, photovoltaik: false })).toBe(false);
  });
});
