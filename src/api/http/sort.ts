// The sort parameters of the long lists (`sort`, `direction`), named so GraphQL gets one enum each.
import { z } from 'zod';
import { EVALUATION_SORT_KEYS, FARM_SORT_KEYS, SORT_DIRECTIONS, USER_SORT_KEYS } from '../../domain/list-sort.ts';

export const SortDirectionSchema = z.enum(SORT_DIRECTIONS).meta({ id: 'SortDirection' });
export const FarmSortSchema = z.enum(FARM_SORT_KEYS).meta({ id: 'FarmSort' });
export const UserSortSchema = z.enum(USER_SORT_KEYS).meta({ id: 'UserSort' });
export const EvaluationSortSchema = z.enum(EVALUATION_SORT_KEYS).meta({ id: 'EvaluationSort' });
