// Calendar arithmetic of the engine on plain integers: a date is its day number (days since
// 1970-01-01, UTC), a month its index (year × 12 + month − 1). Integers keep the hot loops free of
// objects; the conversions happen once per query.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a YYYY-MM-DD date; throws on anything else (the API validates first). */
export function dayNumber(date: string): number {
  const m = DATE.exec(date.slice(0, 10));
  if (!m) throw new Error(`Ungültiges Datum: ${date}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000);
}

/** YYYY-MM-DD of a day number. */
export function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Month index of a day number. */
export function monthOfDay(day: number): number {
  const d = new Date(day * 86_400_000);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Month index of a YYYY-MM-DD date (or of a YYYY-MM-01 month key). */
export const monthOfDate = (isoDateValue: string) => monthOfDay(dayNumber(isoDateValue));

/** First day (YYYY-MM-01) of a month index. */
export function monthStart(month: number): string {
  const year = Math.floor(month / 12);
  return `${String(year).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}
