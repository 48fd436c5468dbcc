// The monthly digest of controlling incidents (product rules ‹Monthly digest›): which month it covers
// and when that month ends in Europe/Berlin, the grouping farm › location › site, and the German mail
// text in a plain and an HTML part. Pure, so server and tests share the wording and the month rule.
import { Temporal } from 'temporal-polyfill';
import { controllingPath, type IncidentLine } from './controlling-mail.ts';
import { NO_LOCATION } from './controlling-view.ts';
import { formatDate, formatNumber, TIME_ZONE } from './format.ts';
import { triggerText } from './trigger.ts';

/** The label of the opt-in checkbox on /profile. */
export const DIGEST_OPT_IN_LABEL = 'Monatliche Zusammenfassung der Controlling-Meldungen per E-Mail erhalten';
/** Why only the user themself sets it (a 403 for anyone else). */
export const DIGEST_SELF_ONLY = 'Die monatliche Zusammenfassung kann jeder Benutzer nur für sich selbst einstellen.';
/** How a muted incident is marked in the digest. */
export const MUTED_MARK = 'stummgeschaltet';

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** A month as its first day, 'YYYY-MM-01'. */
export type DigestMonth = string;

const plainMonth = (month: DigestMonth) => Temporal.PlainYearMonth.from(month.slice(0, 7));

/** The month `now` lies in, in Europe/Berlin. */
export function monthOf(now: Date): DigestMonth {
  const d = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(TIME_ZONE);
  return d.toPlainDate().with({ day: 1 }).toString();
}

/** The month before the one `now` lies in: the one a digest sent now covers. */
export const previousMonth = (now: Date): DigestMonth => plainMonth(monthOf(now)).subtract({ months: 1 }).toPlainDate({ day: 1 }).toString();

export const nextMonth = (month: DigestMonth): DigestMonth => plainMonth(month).add({ months: 1 }).toPlainDate({ day: 1 }).toString();

/** The instants the month starts and ends (exclusive) in Europe/Berlin, for the incidents' created_at. */
export function monthBounds(month: DigestMonth): { start: Date; end: Date } {
  const ym = plainMonth(month);
  const at = (m: Temporal.PlainYearMonth) => new Date(m.toPlainDate({ day: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds);
  return { start: at(ym), end: at(ym.add({ months: 1 })) };
}

/** 'November 2026'. */
export const monthLabel = (month: DigestMonth) => {
  const ym = plainMonth(month);
  return `${MONTH_NAMES[ym.month - 1]} ${ym.year}`;
};

export interface DigestLine extends IncidentLine {
  /** Where it sits: the top group (a farm, or an association for its own control fields), then location and site. */
  top: { key: string; name: string };
  location: { id: number; name: string } | null;
  site: { id: number; name: string } | null;
  muted: boolean;
}

export interface DigestGroup {
  name: string;
  /** The lines of the farm (or association) itself. */
  lines: DigestLine[];
  locations: { name: string; lines: DigestLine[]; sites: { name: string; lines: DigestLine[] }[] }[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'de');
const byDate = (a: DigestLine, b: DigestLine) => a.observed.localeCompare(b.observed) || a.fieldLabel.localeCompare(b.fieldLabel, 'de');

/** Farm › location › site, each level sorted by display name, lines by test day; sites without a location under 'Ohne Betrieb'. */
export function groupDigest(lines: readonly DigestLine[]): DigestGroup[] {
  type Site = { name: string; lines: DigestLine[] };
  type Location = Site & { sites: Map<number, Site> };
  const tops = new Map<string, Site & { locations: Map<string, Location> }>();
  for (const line of lines) {
    const top = tops.get(line.top.key) ?? { name: line.top.name, lines: [], locations: new Map<string, Location>() };
    tops.set(line.top.key, top);
    if (!line.location && !line.site) {
      top.lines.push(line);
      continue;
    }
    const locKey = line.location ? String(line.location.id) : '-';
    const loc: Location = top.locations.get(locKey) ?? { name: line.location?.name ?? NO_LOCATION, lines: [], sites: new Map<number, Site>() };
    top.locations.set(locKey, loc);
    if (!line.site) {
      loc.lines.push(line);
      continue;
    }
    const site: Site = loc.sites.get(line.site.id) ?? { name: line.site.name, lines: [] };
    loc.sites.set(line.site.id, site);
    site.lines.push(line);
  }
  return [...tops.values()]
    .map((t) => ({
      name: t.name,
      lines: t.lines.sort(byDate),
      locations: [...t.locations.values()]
        .map((l) => ({ name: l.name, lines: l.lines.sort(byDate), sites: [...l.sites.values()].map((s) => ({ name: s.name, lines: s.lines.sort(byDate) })).sort(byName) }))
        .sort(byName),
    }))
    .sort(byName);
}

/** 'Zellzahl (Prüfung vom 03.11.2026): Der Wert 250 ist über 200. Vergleichsgruppe „Top 10“: 180 – stummgeschaltet' */
export function digestLineText(l: DigestLine): string {
  const value = formatNumber(l.value, { precision: l.precision, replacement: '–' });
  const group = l.groupName ? `Vergleichsgruppe „${l.groupName}“` : 'Vergleichsgruppe';
  const groupValue = formatNumber(l.groupValue, { precision: l.precision, replacement: 'kein Wert' });
  return `${l.fieldLabel} (Prüfung vom ${formatDate(l.observed)}): Der Wert ${value} ${triggerText(l, l.precision)}. ${group}: ${groupValue}${l.muted ? ` – ${MUTED_MARK}` : ''}`;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Subject, plain text and HTML of one user's digest (null when there is nothing to tell). */
export function digestMail(greetingName: string, month: DigestMonth, lines: readonly DigestLine[], publicUrl: string): { subject: string; text: string; html: string } | null {
  if (lines.length === 0) return null;
  const n = lines.length;
  const label = monthLabel(month);
  const subject = `Herdenblick: Zusammenfassung der Controlling-Meldungen im ${label}`;
  const intro = n === 1 ? `im ${label} gab es 1 Meldung im Controllingsystem:` : `im ${label} gab es ${n} Meldungen im Controllingsystem:`;
  const why = 'Sie erhalten diese E-Mail, weil Sie in Ihrem Profil die monatliche Zusammenfassung eingeschaltet haben.';
  const groups = groupDigest(lines);
  const link = (l: DigestLine) => joinUrl(publicUrl, controllingPath(l.entityType, l.entityId));

  const text: string[] = [`Guten Tag ${greetingName},`, '', intro];
  const textLines = (ls: DigestLine[], indent: string) => ls.forEach((l) => text.push(`${indent}• ${digestLineText(l)}`, `${indent}  ${link(l)}`));
  for (const g of groups) {
    text.push('', g.name);
    textLines(g.lines, '  ');
    for (const loc of g.locations) {
      text.push(`  ${loc.name}`);
      textLines(loc.lines, '    ');
      for (const site of loc.sites) {
        text.push(`    ${site.name}`);
        textLines(site.lines, '      ');
      }
    }
  }
  text.push('', why, 'Ihr Herdenblick');

  const htmlList = (ls: DigestLine[]) =>
    ls.length ? `<ul>${ls.map((l) => `<li>${escapeHtml(digestLineText(l))} <a href="${escapeHtml(link(l))}">ansehen</a></li>`).join('')}</ul>` : '';
  const html = [
    `<p>Guten Tag ${escapeHtml(greetingName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.map(
      (g) =>
        `<h2>${escapeHtml(g.name)}</h2>${htmlList(g.lines)}` +
        g.locations.map((loc) => `<h3>${escapeHtml(loc.name)}</h3>${htmlList(loc.lines)}${loc.sites.map((s) => `<h4>${escapeHtml(s.name)}</h4>${htmlList(s.lines)}`).join('')}`).join(''),
    ),
    `<p>${escapeHtml(why)}<br>Ihr Herdenblick</p>`,
  ].join('\n');
  return { subject, text: text.join('\n'), html };
}
