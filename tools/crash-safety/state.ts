// What must be exactly as before or exactly as after an interrupted upload: the stored reports and
// their month view, the incidents, and what the restarted engine answers for farms and associations.
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface State {
  reports: string;
  reportMonths: string;
  incidents: string;
  answers: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex').slice(0, 12);

export async function databaseState(databaseUrl: string): Promise<Omit<State, 'answers'>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (query: string) => String((await client.query(query)).rows[0]?.h ?? '');
    return {
      reports: await one(
        `select count(*) || ':' || md5(coalesce(string_agg(site_id || '/' || inspection_date || '/' || processing_date || '/' || array_to_string("values", ',', 'x'), '|' order by site_id, inspection_date), '')) as h from reports`,
      ),
      reportMonths: await one(`select count(*) || ':' || md5(coalesce(string_agg(site_id || '/' || month || '/' || report_id, '|' order by site_id, month), '')) as h from report_months`),
      incidents: await one(
        `select count(*) || ':' || md5(coalesce(string_agg(alert_id || '/' || observed || '/' || coalesce(value::text, '-'), '|' order by alert_id, observed), '')) as h from incidents`,
      ),
    };
  } finally {
    await client.end();
  }
}

/** The engine's answers for the given farms and associations, as the API gives them. */
export async function engineAnswers(baseUrl: string, token: string, targets: { farms: number[]; associations: number[] }): Promise<string> {
  const parts: string[] = [];
  const read = async (path: string) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    parts.push(`${path} ${res.status} ${res.status === 200 ? await res.text() : ''}`);
  };
  for (const id of targets.farms) await read(`/farms/${id}/report/`);
  for (const id of targets.associations) await read(`/associations/${id}/report/`);
  return md5(parts.join('\n'));
}

export const sameState = (a: State, b: State) => a.reports === b.reports && a.reportMonths === b.reportMonths && a.incidents === b.incidents && a.answers === b.answers;

export const describeState = (s: State) => `Berichte ${s.reports.split(':')[0]}, Monate ${s.reportMonths.split(':')[0]}, Ereignisse ${s.incidents.split(':')[0]}, Antworten ${s.answers}`;
