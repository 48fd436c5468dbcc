// A refused write's field messages (the API's problem body `errors`: API path → German messages)
// for the form that sent it: each message on the form field its path belongs to, the rest named by
// the field's German label instead of its API name. Every form maps its paths with its own
// `fieldOf`; the generic notice (errors.ts) uses the labels for what no field shows.
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

export interface MappedFieldErrors<F extends string> {
  /** Messages per form field, joined. */
  byField: Partial<Record<F, string>>;
  /** Paths no form field shows (for the notice). */
  unmapped: Record<string, readonly string[]>;
}

export function mapFieldErrors<F extends string>(fields: FieldMessages | undefined, fieldOf: (path: string) => F | null): MappedFieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const unmapped: Record<string, readonly string[]> = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    if (!messages.length) continue;
    const field = fieldOf(path);
    if (field === null) unmapped[path] = messages;
    else byField[field] = [byField[field], ...messages].filter(Boolean).join(' ');
  }
  return { byField, unmapped };
}

/** German labels of API paths; a path under a labelled one ('filter.top_in.value' under 'filter') takes its label. */
export type FieldLabels = Readonly<Record<string, string>>;

export function fieldLabel(path: string, labels: FieldLabels | undefined): string {
  if (!labels) return path;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const label = labels[parts.slice(0, n).join('.')];
    if (label) return label;
  }
  return path;
}

/** 'Name des LDWU: Höchstens 200 Zeichen.' per path. */
export const labelledLines = (fields: FieldMessages | undefined, labels?: FieldLabels) =>
  Object.entries(fields ?? {}).map(([path, messages]) => `${fieldLabel(path, labels)}: ${[...messages].join(' ')}`);
