/** The same PostgreSQL server as `databaseUrl`, another database on it. */
export function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
