import { describe, expect, it } from 'vitest';
import {
  categoryHeading,
  completeProfile,
  surveyAnswers,
  unansweredCount,
  unansweredText,
  type SurveyCategory,
} from '../../src/domain/profile-survey.ts';

const categories: SurveyCategory[] = [
  {
    category: 'Melken',
    questions: [
      { name: 'melksystem', text: 'Welches Melksystem?', type: 'list', options: [{ AMS: 'Melkroboter' }, { FISCHGRAET: 'Fischgräten' }] },
      { name: 'weide', text: 'Weidegang?', type: 'boolean', options: [] },
      { name: 'notiz', text: 'Freitext', type: 'text', options: [] },
    ],
  },
];

describe('profile survey rules (product rules ‹Profile form›)', () => {
  it('starts every answer at null and keeps only answers that fit the question', () => {
    expect(surveyAnswers(categories, null)).toEqual({ melksystem: null, weide: null, notiz: null });
    expect(surveyAnswers(categories, { melksystem: 'AMS', weide: 'true', fremd: 'x' })).toEqual({ melksystem: 'AMS', weide: null, notiz: null });
    expect(surveyAnswers(categories, { melksystem: 'ALT', weide: false })).toEqual({ melksystem: null, weide: false, notiz: null });
  });

  it('counts unanswered answerable questions and words the counter', () => {
    expect(unansweredCount(categories, surveyAnswers(categories, {}))).toBe(2);
    expect(unansweredText(1)).toBe('Noch 1 unbeantwortete Frage zum Profil');
    expect(unansweredText(2)).toBe('Noch 2 unbeantwortete Fragen zum Profil');
  });

  it('gives the complete profile only at zero unanswered (false is an answer)', () => {
    expect(completeProfile(categories, { melksystem: 'AMS', weide: null, notiz: null })).toBeNull();
    expect(completeProfile(categories, { melksystem: 'AMS', weide: false, notiz: null })).toEqual({ melksystem: 'AMS', weide: false });
  });

  it('puts questions without a category under Allgemeines', () => {
    expect(categoryHeading('')).toBe('Allgemeines');
    expect(categoryHeading('Melken')).toBe('Melken');
  });
});
