import { expect, it } from 'vitest';
import { routeId } from '../../src/domain/route-ids.ts';

it('accepts canonical positive integers only', () => {
  expect(routeId('12')).toBe(12);
  for (const bad of ['0', '007', '-1', '1e3', '1.0', ' 1', '', null, undefined, '99999999999']) expect(routeId(bad)).toBeNull();
});
