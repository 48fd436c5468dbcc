// Enumerations shared by the read schemas of comparison groups, evaluations, alerts and incidents.
import { z } from 'zod';
import { ENTITY_TYPES } from '../../domain/roles.ts';
import { OPERATORS } from '../../domain/trigger.ts';

export const EntityTypeSchema = z.enum(ENTITY_TYPES).meta({ id: 'EntityType' });
export const OperatorSchema = z.enum(OPERATORS).meta({ id: 'Operator' });
