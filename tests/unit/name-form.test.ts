import { expect, it } from 'vitest';
import { canSaveName, LOCATION_NAME_REQUIRED, nameError } from '../../src/domain/name-form.ts';

it('saves only a non-empty changed name with the right to edit', () => {
  expect(canSaveName('Hof Neu', 'Hof Alt', true)).toBe(true);
  expect(canSaveName('Hof Alt ', 'Hof Alt', true)).toBe(false);
  expect(canSaveName('   ', 'Hof Alt', true)).toBe(false);
  expect(canSaveName('Hof Neu', 'Hof Alt', false)).toBe(false);
  expect(nameError(' ', LOCATION_NAME_REQUIRED)).toBe('Geben Sie einen Betriebsnamen ein.');
  expect(nameError('Hof', LOCATION_NAME_REQUIRED)).toBe('');
});

it('a name longer than the server takes is refused in the form, in the server\'s words (one limit for both)', () => {
  expect(nameError('H'.repeat(200), LOCATION_NAME_REQUIRED)).toBe('');
  expect(nameError('H'.repeat(300), LOCATION_NAME_REQUIRED)).toBe('Höchstens 200 Zeichen.');
  expect(canSaveName('H'.repeat(300), 'Hof Alt', true)).toBe(false);
});
