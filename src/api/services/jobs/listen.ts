// PostgreSQL's LISTEN/NOTIFY for the instances: 'herdenblick_reports' (a report write committed, the
// payload is the new 'reports' version) and 'herdenblick_jobs' (a job was queued). One dedicated
// connection per instance, reconnected after a second when the server drops it. Notifications only
// make things fast: the read path checks the version itself and the worker polls, so a notification
// lost while reconnecting delays, never loses.
import pg from 'pg';

export interface Notifications {
  stop(): Promise<void>;
}

export interface NotificationHandlers {
  reports(version: number): void;
  jobs(): void;
  log(line: string): void;
}

const CHANNELS = ['herdenblick_reports', 'herdenblick_jobs'] as const;

export function listenForChanges(databaseUrl: string, handlers: NotificationHandlers): Notifications {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === 'herdenblick_reports') handlers.reports(Number(n.payload));
      else handlers.jobs();
    });
    c.on('error', () => reconnect(c));
    c.on('end', () => reconnect(c));
    try {
      await c.connect();
      for (const channel of CHANNELS) await c.query(`LISTEN ${channel}`);
      // Anything committed while we were not listening: check now.
      handlers.reports(Number.NaN);
      handlers.jobs();
    } catch (error) {
      handlers.log(`Benachrichtigungen: Verbindung gescheitert (${(error as Error).message}), neuer Versuch in 1 s`);
      reconnect(c);
    }
  };

  const reconnect = (c: pg.Client) => {
    if (stopped || client !== c || retry) return;
    client = null;
    c.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
    retry.unref();
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
