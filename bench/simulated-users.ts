// Simulated users for the load bench: each user is one keep-alive connection that sends the requests
// of its session one after the other, waits for each answer (as a person waits for a page), and sends
// at most `rate` requests a second. Users start at evenly spread moments within the first interval:
// independent people do not click in step. (autocannon's per-connection rate restarts every
// connection's budget on a timer started for all connections at once, so 200 users arrived as one
// burst of 200 requests at the start of every second, and the queue of each burst set the latency.)
import http from 'node:http';

export interface UserRequest {
  body: string;
  headers: Record<string, string>;
}

export interface SimulatedUser {
  /** The next request of this user's session. */
  next(): UserRequest;
  /** The answer to the request `next` gave last, with its latency. */
  answered(status: number, body: string, ms: number): void;
}

export interface RunOptions {
  url: string;
  users: SimulatedUser[];
  /** Requests a second per user at most. */
  rate: number;
  seconds: number;
  timeoutMs: number;
}

export interface RunResult {
  /** Socket errors and timeouts (no HTTP answer at all). */
  errors: number;
  timeouts: number;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

function post(agent: http.Agent, url: URL, request: UserRequest, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Runs every user for `seconds`; the answers go to each user's `answered`. */
export async function runUsers({ url, users, rate, seconds, timeoutMs }: RunOptions): Promise<RunResult> {
  const target = new URL(url);
  const interval = 1000 / rate;
  const started = performance.now();
  const end = started + seconds * 1000;
  const result: RunResult = { errors: 0, timeouts: 0 };
  await Promise.all(
    users.map(async (user, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // Low-discrepancy phases: evenly spread over one interval whatever the number of users.
      let due = started + ((i * GOLDEN) % 1) * interval;
      try {
        for (;;) {
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() >= end) return;
          const request = user.next();
          const sent = performance.now();
          try {
            const { status, body } = await post(agent, target, request, timeoutMs);
            user.answered(status, body, performance.now() - sent);
          } catch (error) {
            if ((error as { code?: string }).code === 'TIMEOUT') result.timeouts++;
            result.errors++;
          }
          // The next click is due one interval after this one, or at once when the answer took longer.
          due = Math.max(due + interval, performance.now());
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return result;
}
