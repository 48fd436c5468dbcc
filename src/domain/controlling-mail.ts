// The text of the controlling mails (German): one mail per user and detection run listing all their
// new incidents, and the evaluation notice. Pure, so the wording is unit-tested without a server.
import { formatDate, formatNumber } from './format.ts';
import type { EntityType } from './roles.ts';
import { triggerText, type Threshold } from './trigger.ts';

export interface IncidentLine extends Threshold {
  entityType: EntityType;
  entityId: number;
  entityName: string;
  fieldLabel: string;
  precision: number;
  value: number | null;
  groupValue: number | null;
  groupName: string | null;
  observed: string;
}

/** The entity controlling page (product rules ‹Entity controlling page›): /sites/12/controlling and the like. */
export const controllingPath = (type: EntityType, id: number) => `/${type}s/${id}/controlling`;

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export function incidentMail(greetingName: string, lines: readonly IncidentLine[], publicUrl: string): { subject: string; text: string } {
  const n = lines.length;
  const subject = n === 1 ? 'Herdenblick: 1 neue Meldung im Controllingsystem' : `Herdenblick: ${n} neue Meldungen im Controllingsystem`;
  const items = lines.map((l) => {
    const group = l.groupName ? `Vergleichsgruppe „${l.groupName}“` : 'Vergleichsgruppe';
    return [
      `• ${l.entityName} – ${l.fieldLabel} (Prüfung vom ${formatDate(l.observed)})`,
      `  Der Wert ${formatNumber(l.value, { precision: l.precision, replacement: '–' })} ${triggerText(l, l.precision)}.`,
      `  ${group}: ${formatNumber(l.groupValue, { precision: l.precision, replacement: 'kein Wert' })}`,
      `  ${joinUrl(publicUrl, controllingPath(l.entityType, l.entityId))}`,
    ].join('\n');
  });
  const text = [
    `Guten Tag ${greetingName},`,
    '',
    n === 1 ? 'ein Kontrollfeld hat eine neue Meldung ausgelöst:' : `Kontrollfelder haben ${n} neue Meldungen ausgelöst:`,
    '',
    items.join('\n\n'),
    '',
    'Sie erhalten diese E-Mail, weil für diese Kontrollfelder die Benachrichtigung eingeschaltet ist.',
    'Ihr Herdenblick',
  ].join('\n');
  return { subject, text };
}

export function evaluationMail(greetingName: string, evaluation: { id: number; name: string }, entityName: string, reportDate: string, publicUrl: string) {
  return {
    subject: `Herdenblick: neue Prüfdaten für „${evaluation.name}“`,
    text: [
      `Guten Tag ${greetingName},`,
      '',
      `für ${entityName} liegen neue Prüfdaten vom ${formatDate(reportDate)} vor. Ihre Auswertung „${evaluation.name}“ ist damit aktualisiert:`,
      joinUrl(publicUrl, `/evaluations/${evaluation.id}`),
      '',
      'Sie erhalten diese E-Mail, weil für diese Auswertung die Benachrichtigung eingeschaltet ist.',
      'Ihr Herdenblick',
    ].join('\n'),
  };
}
