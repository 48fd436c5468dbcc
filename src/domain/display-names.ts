// Display names of users, farms, associations and sites (product rules ‹Entities and fields›).
export function userDisplayName(u: { prefix?: string | null; first_name?: string | null; last_name?: string | null; username?: string | null }): string {
  const name = [u.prefix, u.first_name, u.last_name].filter((p) => p && p.trim()).join(' ').trim();
  if (name) return name;
  return u.username?.trim() || 'Unbenannt';
}

export const farmDisplayName = (f: { number: string; name: string }) => `${f.number} - ${f.name}`;

export function associationDisplayName(a: { kind?: string | null; name?: string | null; number: string }): string {
  return a.kind && a.name ? `${a.kind} - ${a.name}` : a.number;
}

/** Farm number plus name, or the site number zero-padded to the widest site number. */
export function siteDisplayName(site: { number: string; name: string }, farmNumber: string, widestNumber: number): string {
  if (site.name.trim()) return `${farmNumber} ${site.name}`;
  return site.number.padStart(widestNumber, '0');
}
