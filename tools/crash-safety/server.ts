// A server of this checkout as a child process on one PostgreSQL database: started, waited for,
// stopped politely or killed outright (SIGKILL, as a power cut or the OOM killer would).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/e2e/support/server.ts';

export interface RunningServer {
  baseUrl: string;
  /** Everything the process printed. */
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(root: string, databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-crash-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_FARMS: '0', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: 'crash-secret-crash-secret-crash-s', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
  for (const deadline = Date.now() + 300_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (await fetch(`${baseUrl}/api/v1/health/`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited();
      cleanup();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
      cleanup();
    },
  };
}
