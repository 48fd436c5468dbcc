// The order of figures on the evaluation page and in its XLSX export (product rules ‹Evaluation detail›): grouped by
// category, then subcategory (an empty one shown as 'Ohne Unterkategorie'), then figure; at every
// level the highest priority first, then by name. Pure, shared by the page and the export.

export const NO_SUBCATEGORY = 'Ohne Unterkategorie';

export interface LayoutField {
  pythonic_name: string;
  name: string;
  category: string;
  subcategory: string;
  priority: number;
}

export interface FigureSection<F extends LayoutField> {
  category: string;
  subcategory: string;
  fields: F[];
}

const byPriorityThenName = (a: { priority: number; name: string }, b: { priority: number; name: string }) =>
  b.priority - a.priority || a.name.localeCompare(b.name, 'de');

/** Sections in display order; a section's priority is that of its highest figure. */
export function figureSections<F extends LayoutField>(fields: readonly F[]): FigureSection<F>[] {
  const categories = new Map<string, Map<string, F[]>>();
  for (const f of fields) {
    const sub = f.subcategory.trim() || NO_SUBCATEGORY;
    const subs = categories.get(f.category) ?? new Map<string, F[]>();
    subs.set(sub, [...(subs.get(sub) ?? []), f]);
    categories.set(f.category, subs);
  }
  const top = (list: readonly F[]) => Math.max(...list.map((f) => f.priority));
  return [...categories]
    .map(([category, subs]) => ({ name: category, priority: top([...subs.values()].flat()), subs }))
    .sort(byPriorityThenName)
    .flatMap(({ name: category, subs }) =>
      [...subs]
        .map(([sub, list]) => ({ name: sub, priority: top(list), list }))
        .sort(byPriorityThenName)
        .map(({ name: subcategory, list }) => ({ category, subcategory, fields: [...list].sort(byPriorityThenName) })),
    );
}

/** Spreadsheet number format for a figure's decimal precision ('0', '0.0', '0.00', …). */
export const precisionFormat = (precision: number) => (precision > 0 ? `0.${'0'.repeat(precision)}` : '0');
