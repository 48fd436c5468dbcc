// Where each figure sits in reports.values, read once per instance (resources/reports/field-columns.ts).
import fp from 'fastify-plugin';
import { FieldColumns } from '../resources/reports/field-columns.ts';
import { PLUGIN } from './names.ts';

export const fieldColumnsPlugin = fp(
  async (app) => {
    app.decorate('fieldColumns', new FieldColumns(app.deps.database));
  },
  { name: PLUGIN.fieldColumns, dependencies: [PLUGIN.deps] },
);
