// The @include flags of the EvalDetail operations that pick one root field per entity type.
import type { EntityType } from '../../../../domain/roles.ts';

export const entityFlags = (type: EntityType | null | undefined) => ({
  association: type === 'association',
  farm: type === 'farm',
  location: type === 'location',
  site: type === 'site',
});
