// Loads the catalogue into the database on every start: the 170 report fields, the 117 survey
// questions and the legal texts. Idempotent and cheap: rows are compared first and only missing or
// changed ones are written (one multi-row upsert per table), so a normal start writes nothing.
import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { auditEvents, reportFields, surveyQuestions, texts } from '../db/schema.ts';
import { REPORT_FIELDS, SURVEY_QUESTIONS } from './fields.ts';
import { LEGAL_TEXTS } from './texts.ts';

export * from './fields.ts';
export { LEGAL_TEXTS, type LegalText } from './texts.ts';

export interface CatalogueSummary {
  /** Rows inserted or updated (0 when everything was current). */
  reportFields: number;
  surveyQuestions: number;
  /** Survey questions removed because the questionnaire no longer has them. */
  surveyQuestionsRemoved: number;
  texts: number;
}

type ReportFieldRow = typeof reportFields.$inferInsert;
type SurveyQuestionRow = typeof surveyQuestions.$inferInsert;

/** The report_fields rows the catalogue describes, in column order. */
export function reportFieldRows(): ReportFieldRow[] {
  return REPORT_FIELDS.map((f, columnIndex) => ({
    pythonicName: f.pythonic_name,
    columnIndex,
    name: f.name,
    label: f.label ?? '',
    category: f.category,
    subcategory: f.subcategory ?? '',
    description: f.description ?? '',
    unit: f.unit ?? '',
    evaluation: f.evaluation ?? null,
    precision: f.precision ?? 2,
    priority: f.priority ?? 0,
    intensive: f.intensive,
    targetValue: f.q_check?.zielwert ?? null,
    warningValue: f.q_check?.warnwert ?? null,
  }));
}

/** The survey_questions rows the questionnaire describes, in display order. */
export function surveyQuestionRows(): SurveyQuestionRow[] {
  return SURVEY_QUESTIONS.map((q) => ({
    name: q.name,
    category: q.category,
    position: q.position,
    text: q.text,
    type: q.type,
    options: q.type === 'list' ? (q.options ?? []) : [],
  }));
}

const fieldKey = (r: ReportFieldRow) =>
  JSON.stringify([
    r.columnIndex,
    r.name,
    r.label,
    r.category,
    r.subcategory,
    r.description,
    r.unit,
    r.evaluation,
    r.precision,
    r.priority,
    r.intensive,
    r.targetValue,
    r.warningValue,
  ]);
const questionKey = (r: SurveyQuestionRow) => JSON.stringify([r.category, r.position, r.text, r.type, r.options]);

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Upserts the catalogue. Accepts the drizzle handle or the opened database. Throws when a stored
 * figure sits at another column index than the catalogue says: the stored reports would then be
 * read against the wrong figures, which must be fixed by hand, never silently.
 */
export async function loadCatalogue(target: Db | Database): Promise<CatalogueSummary> {
  const db: Db = 'kind' in target ? target.db : target;
  return db.transaction(async (tx) => {
    const summary: CatalogueSummary = { reportFields: 0, surveyQuestions: 0, surveyQuestionsRemoved: 0, texts: 0 };

    // Report fields.
    const storedFields = await tx.select().from(reportFields);
    const storedByName = new Map(storedFields.map((r) => [r.pythonicName, r]));
    const storedByIndex = new Map(storedFields.map((r) => [r.columnIndex, r.pythonicName]));
    const wantedFields = reportFieldRows();
    for (const row of wantedFields) {
      const stored = storedByName.get(row.pythonicName);
      const occupant = storedByIndex.get(row.columnIndex);
      if ((stored && stored.columnIndex !== row.columnIndex) || (occupant && occupant !== row.pythonicName)) {
        throw new Error(
          `Katalog passt nicht zur Datenbank: Kennzahl ${row.pythonicName} steht im Katalog an Spalte ${row.columnIndex}, ` +
            `in der Datenbank an Spalte ${stored?.columnIndex ?? '–'} (Spalte ${row.columnIndex} belegt ${occupant ?? 'niemand'}). ` +
            'Neue Kennzahlen dürfen nur angehängt werden.',
        );
      }
    }
    const changedFields = wantedFields.filter((row) => {
      const stored = storedByName.get(row.pythonicName);
      return !stored || fieldKey(stored) !== fieldKey(row);
    });
    if (changedFields.length > 0) {
      await tx
        .insert(reportFields)
        .values(changedFields)
        .onConflictDoUpdate({
          target: reportFields.pythonicName,
          set: {
            name: excluded('name'),
            label: excluded('label'),
            category: excluded('category'),
            subcategory: excluded('subcategory'),
            description: excluded('description'),
            unit: excluded('unit'),
            evaluation: excluded('evaluation'),
            precision: excluded('precision'),
            priority: excluded('priority'),
            intensive: excluded('intensive'),
            targetValue: excluded('target_value'),
            warningValue: excluded('warning_value'),
          },
        });
      summary.reportFields = changedFields.length;
    }

    // Survey questions.
    const storedQuestions = new Map((await tx.select().from(surveyQuestions)).map((r) => [r.name, r]));
    const wantedQuestions = surveyQuestionRows();
    const changedQuestions = wantedQuestions.filter((row) => {
      const stored = storedQuestions.get(row.name);
      return !stored || questionKey(stored) !== questionKey(row);
    });
    if (changedQuestions.length > 0) {
      await tx
        .insert(surveyQuestions)
        .values(changedQuestions)
        .onConflictDoUpdate({
          target: surveyQuestions.name,
          set: {
            category: excluded('category'),
            position: excluded('position'),
            text: excluded('text'),
            type: excluded('type'),
            options: excluded('options'),
          },
        });
      summary.surveyQuestions = changedQuestions.length;
    }
    const wantedNames = new Set(wantedQuestions.map((q) => q.name));
    const stale = [...storedQuestions.keys()].filter((name) => !wantedNames.has(name));
    if (stale.length > 0) {
      await tx.delete(surveyQuestions).where(inArray(surveyQuestions.name, stale));
      summary.surveyQuestionsRemoved = stale.length;
    }

    // Legal texts: only when absent.
    const storedTexts = new Set((await tx.select({ name: texts.name }).from(texts)).map((r) => r.name));
    const missingTexts = LEGAL_TEXTS.filter((t) => !storedTexts.has(t.name));
    if (missingTexts.length > 0) {
      await tx
        .insert(texts)
        .values(missingTexts.map((t) => ({ name: t.name, title: t.title, body: t.body })))
        .onConflictDoNothing();
      summary.texts = missingTexts.length;
    }

    if (summary.reportFields + summary.surveyQuestions + summary.surveyQuestionsRemoved + summary.texts > 0) {
      await tx.insert(auditEvents).values({
        action: 'catalogue.load',
        entity: 'catalogue',
        entityId: 'catalogue',
        changes: {
          report_fields: summary.reportFields,
          survey_questions: summary.surveyQuestions,
          survey_questions_removed: summary.surveyQuestionsRemoved,
          texts: summary.texts,
        },
      });
    }
    return summary;
  });
}
