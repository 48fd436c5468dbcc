// Runtime configuration from the environment; every variable is documented in the README.
import { UPLOAD_LIMIT_MB } from './api/http/body-limit.ts';
import { MIN_GROUP_SIZE } from './domain/constants.ts';
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections per instance (DATABASE_POOL_SIZE); PGlite has one. */
  databasePoolSize: number;
  jwtSecret?: string;
  smtpUrl?: string;
  /** Public address used in mail links. */
  publicUrl: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Demo farms generated into an empty database on first start (0 disables). */
  seedFarms: number;
  /** Browser origins allowed to call /graphql cross-origin (CORS); none by default. */
  corsOrigins: string[];
  dev: boolean;
  /** Throttling of the anonymous routes (0 disables a limit); all counts per `windowSeconds`. */
  throttle: {
    windowSeconds: number;
    loginFailuresPerAccount: number;
    loginFailuresPerAddress: number;
    resetRequestsPerAddress: number;
  };
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Minimum comparison-group size (src/domain/group-privacy.ts). */
  minGroupSize: number;
  /** Jobs (src/api/services/jobs/): how long a claim holds without a heartbeat, and how often an idle instance looks for work. */
  jobs: { leaseSeconds: number; pollMs: number };
  /** Largest report upload in MB (UPLOAD_LIMIT_MB, default 200; src/api/http/body-limit.ts); a larger file is refused whole (413). */
  uploadLimitMb: number;
}

/**
 * Default PostgreSQL pool: enough connections that 200 concurrent users (npm run bench -- load) do
 * not queue behind ten while an upload or a report list holds some, few enough to leave a default
 * PostgreSQL (max_connections 100) room for a second instance and the tools.
 */
export const DEFAULT_POOL_SIZE = 24;

/**
 * Why the server must not start with this environment (a German message for the console), or null.
 * With DATABASE_URL several instances may serve one database; without PUBLIC_URL each would put its
 * own address into the links it mails (password reset, e-mail confirmation, alerts).
 */
export function startProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DATABASE_URL && !env.PUBLIC_URL?.trim()) {
    return (
      'PUBLIC_URL fehlt: Mit DATABASE_URL können mehrere Instanzen dieselbe Datenbank bedienen, und die Links in E-Mails ' +
      '(Passwort zurücksetzen, E-Mail-Adresse bestätigen, Meldungen) müssen auf die öffentliche Adresse der Web-App zeigen, ' +
      'nicht auf die Instanz, die sie verschickt. Bitte PUBLIC_URL setzen, z. B. PUBLIC_URL=https://herdenblick.example.'
    );
  }
  return null;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function positiveFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const port = intFrom(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, intFrom(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE)),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    accessTokenSeconds: intFrom(env.ACCESS_TOKEN_SECONDS, 15 * 60),
    refreshTokenSeconds: intFrom(env.REFRESH_TOKEN_SECONDS, 7 * 24 * 3600),
    seedFarms: intFrom(env.SEED_FARMS, 150),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
    throttle: {
      windowSeconds: intFrom(env.THROTTLE_WINDOW_SECONDS, 15 * 60),
      loginFailuresPerAccount: intFrom(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
      loginFailuresPerAddress: intFrom(env.LOGIN_FAILURES_PER_ADDRESS, 50),
      resetRequestsPerAddress: intFrom(env.RESET_REQUESTS_PER_ADDRESS, 20),
    },
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    minGroupSize: Math.max(1, intFrom(env.MIN_GROUP_SIZE, MIN_GROUP_SIZE)),
    jobs: { leaseSeconds: Math.max(1, intFrom(env.JOB_LEASE_SECONDS, 60)), pollMs: Math.max(50, intFrom(env.JOB_POLL_MS, 2000)) },
    uploadLimitMb: positiveFrom(env.UPLOAD_LIMIT_MB, UPLOAD_LIMIT_MB),
  };
}
