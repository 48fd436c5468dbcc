// Passwords are hashed with argon2id at one of OWASP's equivalent minimum settings (Password Storage
// Cheat Sheet: m = 7 MiB, t = 5, p = 1, as strong as 19 MiB × 2 passes but about 40 % cheaper per
// login on this hardware because its memory stays closer to the CPU caches). Pinned here so a
// library default can never weaken it.
//
// argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
// also signs and verifies every JWT (WebCrypto) and gzips responses. Fifty simultaneous logins used to
// fill the whole pool, and every other request's token check waited behind them. At most
// ARGON2_SLOTS hashes run at once; the rest wait in this process's queue, so the pool always keeps
// threads for everyone else. On a 2-core machine two hashes already use both cores, so logins are
// not slower for it.
import { hash, verify } from '@node-rs/argon2';

/** argon2id is the library's default algorithm (its enum is type-only here); passwordNeedsRehash checks it. */
export const ARGON2_OPTIONS = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** Concurrent argon2 computations: two, leaving at least two pool threads free (one with a pool of 2). */
export const ARGON2_SLOTS = Math.max(1, Math.min(2, threadPoolSize - 2));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when an argon2 slot is free (first come, first served). */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ARGON2_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next waiter; only free it when nobody waits.
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => inSlot(() => hash(password, ARGON2_OPTIONS));

/** Whether a stored hash was made with other parameters than today's (then it is replaced on login). */
export function passwordNeedsRehash(storedHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !storedHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

// Verifying against a fixed hash when the user is unknown keeps the response time the same,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('herdenblick-timing-equaliser');
    const equaliser = await dummyHash;
    await inSlot(() => verify(equaliser, password)).catch(() => false);
    return false;
  }
  return inSlot(() => verify(storedHash, password)).catch(() => false);
}
