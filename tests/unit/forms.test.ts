// Form rules shared by the views and the server: login readiness, the password pair and policy.
import { describe, expect, it } from 'vitest';
import { loginReady } from '../../src/domain/login-form.ts';
import { passwordPairErrors, passwordProblems } from '../../src/domain/password-policy.ts';

describe('login form', () => {
  it.each([
    ['', '', false],
    ['a@b.de', '', false],
    ['', 'x', false],
    ['   ', 'x', false],
    ['a@b.de', ' ', true],
    ['ldwu-admin', 'herdenblick', true],
  ])('email %j, password %j → ready %s', (email, password, ready) => {
    expect(loginReady(email, password)).toBe(ready);
  });
});

describe('password pair', () => {
  it('asks for a password and for a matching confirmation, in the spec\'s words', () => {
    expect(passwordPairErrors('', '')).toEqual({ password: 'Geben Sie ein Passwort ein.' });
    expect(passwordPairErrors('Weidegang-2026', 'Weidegang-2027')).toEqual({ confirmation: 'Die Passwörter sind nicht identisch.' });
    expect(passwordPairErrors('Weidegang-2026', 'Weidegang-2026')).toEqual({});
  });
});

describe('password policy', () => {
  it('accepts a reasonable password and names each problem of a weak one', () => {
    expect(passwordProblems('Weidegang-2026', { username: 'mitarbeiter' })).toEqual([]);
    expect(passwordProblems('')).toEqual(['Geben Sie ein Passwort ein.']);
    expect(passwordProblems('1234')).toEqual([
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
      'Das Passwort darf nicht nur aus Ziffern bestehen.',
    ]);
    expect(passwordProblems('Mitarbeiter', { username: 'mitarbeiter' })).toEqual([
      'Das Passwort darf nicht dem Benutzernamen oder der E-Mail-Adresse entsprechen.',
    ]);
    expect(passwordProblems('lkv-admin', { email: 'lkv-admin@herdenblick.example' })).toHaveLength(1);
  });
});
