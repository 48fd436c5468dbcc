// One process per DATA_DIR for the embedded database (PGlite). PGlite keeps the database in the
// process's memory and writes it back to DATA_DIR: two processes on one directory would each see only
// their own writes, and the one stopped last would overwrite the other's. So whoever opens the
// embedded database holds DATA_DIR/herdenblick.lock (PID, start time, process identity); a second
// process is refused with a German message naming the first. Within a process the lock is counted
// (open, close and open again keep it); `npm start` holds it for its whole life, and its seed child
// (src/server/prepare-data.ts) inherits it through HERDENBLICK_DATA_DIR_LOCK. A lock whose process
// is gone (kill -9, a crash, a reboot, a copied directory) is stale and taken over.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'herdenblick.lock';
/** Set by the lock holder for a child process that may open the same DATA_DIR (the token of the lock). */
export const LOCK_ENV = 'HERDENBLICK_DATA_DIR_LOCK';

export interface LockOwner {
  pid: number;
  /** When the lock was taken (ISO 8601). */
  since: string;
  host: string;
  /** Boot id and start time of the process (Linux), so a reused PID is not taken for the owner. */
  identity?: string;
  token: string;
}

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const since = new Date(owner.since).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });
    const where = owner.host && owner.host !== hostname() ? ` auf ${owner.host}` : '';
    super(
      `DATA_DIR ${dataDir} wird schon von einem anderen Herdenblick-Prozess benutzt: PID ${owner.pid}${where}, seit ${since}. ` +
        'Die eingebettete Datenbank (PGlite) verträgt nur einen Prozess je Datenverzeichnis – ein zweiter sähe nur seine eigenen ' +
        `Änderungen, und beim Beenden gingen die des anderen verloren. Beenden Sie zuerst den laufenden Prozess (kill ${owner.pid}) ` +
        'oder wählen Sie ein anderes DATA_DIR; mehrere Instanzen laufen mit PostgreSQL (DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  /** Gives this hold back; the file goes with the last hold of the process. */
  release(): void;
}

interface Held {
  file: string;
  token: string;
  holds: number;
  /** Inherited from the parent: never removed by this process. */
  inherited: boolean;
}

const held = new Map<string, Held>();

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Boot id and start time (clock ticks since boot) of a process, where /proc has them. */
export function processIdentity(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !boot) return undefined;
  // Fields after the command name (which may hold spaces and parentheses): state is field 3, starttime 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return `${boot}:${fields[19]}`;
}

/** Whether the lock's owner is still running (and is the process that took it, not a reused PID). */
export function ownerAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  // This process holds no lock here (callers check that first): a file naming it is a copy or left over.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (killed, not yet reaped by its parent) holds nothing any more.
  if (readProc(`/proc/${owner.pid}/stat`)?.match(/\) Z /)) return false;
  if (owner.identity) {
    const now = processIdentity(owner.pid);
    if (now !== undefined && now !== owner.identity) return false;
  }
  return true;
}

function readOwner(file: string): LockOwner | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return typeof owner?.pid === 'number' && typeof owner.token === 'string' ? owner : null;
  } catch {
    return null;
  }
}

const tryUnlink = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // gone already
  }
};

let exitHook = false;

/**
 * Takes (or, within this process, counts) the lock on DATA_DIR; throws DataDirLocked when another
 * running process holds it.
 */
export function lockDataDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): DataDirLock {
  const dir = resolve(dataDir);
  const known = held.get(dir);
  if (known) {
    known.holds++;
    return releaser(dir, known);
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    since: new Date().toISOString(),
    host: hostname(),
    identity: processIdentity(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  const draft = `${file}.${process.pid}.${owner.token}`;
  writeFileSync(draft, `${JSON.stringify(owner)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        // Atomic: the lock appears with its content, or not at all.
        linkSync(draft, file);
        return remember(dir, { file, token: owner.token, holds: 1, inherited: false });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(file);
      if (current === undefined) continue; // released meanwhile
      if (current && ownerAlive(current)) {
        if (env[LOCK_ENV] && env[LOCK_ENV] === current.token) return remember(dir, { file, token: current.token, holds: 1, inherited: true });
        throw new DataDirLocked(dataDir, current);
      }
      takeOverStale(file, current);
    }
    throw new Error(`DATA_DIR ${dataDir}: die Sperre ${LOCK_FILE} ließ sich nicht übernehmen.`);
  } finally {
    tryUnlink(draft);
  }
}

/**
 * Removes a stale lock, unless someone replaced it between our reading and our move: then that lock
 * goes back (a third process taking it meanwhile is the only, practically unreachable, loss).
 */
function takeOverStale(file: string, stale: LockOwner | null) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && stale && moved.token !== stale.token) {
    try {
      linkSync(aside, file);
    } catch {
      // someone holds it again; retrying sees them
    }
  }
  tryUnlink(aside);
}

function remember(dir: string, entry: Held): DataDirLock {
  held.set(dir, entry);
  if (!exitHook) {
    exitHook = true;
    // kill -9 leaves the file behind (then the PID check finds it stale); a normal exit removes it.
    process.on('exit', () => {
      for (const h of held.values()) if (!h.inherited) removeIfOurs(h);
      held.clear();
    });
  }
  return releaser(dir, entry);
}

function removeIfOurs(entry: Held) {
  if (readOwner(entry.file)?.token === entry.token) tryUnlink(entry.file);
}

function releaser(dir: string, entry: Held): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (--entry.holds > 0) return;
      held.delete(dir);
      if (!entry.inherited) removeIfOurs(entry);
    },
  };
}

/** The environment a child process needs to open DATA_DIR while this process holds its lock. */
export function lockEnvFor(dataDir: string): Record<string, string> {
  const entry = held.get(resolve(dataDir));
  return entry ? { [LOCK_ENV]: entry.token } : {};
}
