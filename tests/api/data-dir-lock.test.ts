// The embedded database (PGlite) serves one process per DATA_DIR. A second process is
// refused with a German message naming the first (PID, since when); the seed child of `npm start` is
// let in; a lock left by a killed process (kill -9), a copied directory or a reused PID blocks nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/api/db/client.ts';
import { DataDirLocked, LOCK_FILE, lockDataDir, lockEnvFor, processIdentity } from '../../src/api/db/data-dir-lock.ts';
import { TEST_ROOT } from '../support/template.ts';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = join(TEST_ROOT, `lock-${randomUUID()}`);
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A process holding (or trying to take) the lock; `ready` resolves with its output once it holds it or has exited. */
function holder(dir: string, options: { once?: boolean; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-data-dir.ts', dir, ...(options.once ? ['--once'] : [])], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const ready = new Promise<string>((done) => {
    const poll = setInterval(() => output.includes('gesperrt') && (clearInterval(poll), done(output)), 20);
    void exited.then(() => (clearInterval(poll), done(output)));
  });
  return { child, exited, ready };
}

const stale = (pid: number, identity?: string) => JSON.stringify({ pid, since: new Date().toISOString(), host: 'x', identity, token: 'alt' });
const owner = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; token: string };

describe('DATA_DIR lock of the embedded database', () => {
  it('refuses a second process while the first runs, and lets the next one in after a kill -9', async () => {
    const dir = freshDir();
    const first = holder(dir);
    expect(await first.ready).toContain('gesperrt');
    const pid = first.child.pid!;

    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`^DATA_DIR ${dir} wird schon von einem anderen Herdenblick-Prozess benutzt: PID ${pid}, seit \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}:\\d{2}\\. `),
    );
    const second = holder(dir, { once: true });
    expect(await second.exited).toBe(3);
    expect(await second.ready).toContain(`PID ${pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(owner(dir).pid).toBe(pid); // left behind
    const next = lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    next.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('lets the child of the holder in (the seed process of npm start), and no other process', async () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    try {
      const token = owner(dir).token;
      const child = holder(dir, { once: true, env: lockEnvFor(dir) });
      expect(await child.exited).toBe(0);
      // The child neither replaced nor removed the parent's lock.
      expect(owner(dir)).toMatchObject({ pid: process.pid, token });
      const stranger = holder(dir, { once: true, env: { HERDENBLICK_DATA_DIR_LOCK: 'geraten' } });
      expect(await stranger.exited).toBe(3);
      expect(await stranger.ready).toContain(`PID ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('counts opens within one process: closing one database keeps the lock for the other hold', () => {
    const dir = freshDir();
    const outer = lockDataDir(dir);
    const inner = lockDataDir(dir);
    inner.release();
    inner.release(); // twice is once
    expect(owner(dir).pid).toBe(process.pid);
    outer.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock copied with a directory, left by a dead process, or naming a reused PID', () => {
    const dir = freshDir();
    const file = join(dir, LOCK_FILE);
    // This process itself, without holding it: a template copy made while the lock was held.
    // A PID that no longer runs. A running PID whose start time differs from the lock's (reused).
    const cases = [stale(process.pid), stale(2 ** 22 + 7), 'kein json'];
    if (processIdentity(process.ppid)) cases.push(stale(process.ppid, 'anderer-boot:1'));
    for (const content of cases) {
      writeFileSync(file, content);
      const lock = lockDataDir(dir);
      expect(owner(dir).pid, content).toBe(process.pid);
      lock.release();
    }
  });

  it('npm start on a DATA_DIR another process holds ends at once with the message', async () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    try {
      const started = Date.now();
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(server);
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((done) => server.on('exit', (c) => done(c)));
      expect(code, output).toBe(1);
      expect(output).toContain(`DATA_DIR ${dir} wird schon von einem anderen Herdenblick-Prozess benutzt: PID ${process.pid}`);
      // Before the server, the engine or the SPA build load (a full start takes ~9 s here).
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      lock.release();
    }
  });
});
