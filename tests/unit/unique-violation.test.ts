// The one rule for "this unique constraint refused the row", as the farm, site, alert and username writes ask it.
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/api/db/errors.ts';

const pgError = (constraint: string) => Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), { code: '23505', constraint });

describe('isUniqueViolation', () => {
  it('knows the driver error, and the same error wrapped by the ORM a level or two down', () => {
    expect(isUniqueViolation(pgError('farms_number_key'), 'farms_number_key')).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError('users_username_key') }), 'users_username_key')).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: new Error('Failed query', { cause: pgError('alerts_entity_field_key') }) }), 'alerts_entity_field_key')).toBe(true);
  });

  it('reads the constraint from the message when the driver does not name it', () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint "sites_number_key"' }, 'sites_number_key')).toBe(true);
  });

  it('refuses another constraint, another error code and anything that is no error', () => {
    expect(isUniqueViolation(pgError('farms_number_key'), 'sites_number_key')).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('violates foreign key constraint "sites_farm_id_fkey"'), { code: '23503' }), 'sites_farm_id_fkey')).toBe(false);
    expect(isUniqueViolation(null, 'farms_number_key')).toBe(false);
    expect(isUniqueViolation('23505 farms_number_key', 'farms_number_key')).toBe(false);
  });
});
