import { describe, expect, it } from 'vitest';
import { figureSections, NO_SUBCATEGORY, precisionFormat } from '../../src/domain/evaluation-layout.ts';

const f = (name: string, category: string, subcategory: string, priority: number) => ({ pythonic_name: name.toLowerCase(), name, category, subcategory, priority });

describe('evaluation layout', () => {
  it('groups by category and subcategory, highest priority first, then by name', () => {
    const sections = figureSections([
      f('Zellzahl', 'Eutergesundheit', '', 5),
      f('Fett', 'Prüftagsergebnisse', 'Inhaltsstoffe', 3),
      f('Eiweiß', 'Prüftagsergebnisse', 'Inhaltsstoffe', 3),
      f('Kühe', 'Prüftagsergebnisse', 'Herde', 9),
      f('Mastitis', 'Eutergesundheit', 'Befunde', 1),
    ]);
    expect(sections.map((s) => [s.category, s.subcategory, s.fields.map((x) => x.name)])).toEqual([
      ['Prüftagsergebnisse', 'Herde', ['Kühe']],
      ['Prüftagsergebnisse', 'Inhaltsstoffe', ['Eiweiß', 'Fett']],
      ['Eutergesundheit', NO_SUBCATEGORY, ['Zellzahl']],
      ['Eutergesundheit', 'Befunde', ['Mastitis']],
    ]);
  });

  it('turns a precision into a number format', () => {
    expect([0, 1, 3].map(precisionFormat)).toEqual(['0', '0.0', '0.000']);
  });
});
