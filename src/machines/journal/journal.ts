// Event journal (ARCHITECTURE 'Browser app'): an XState `inspect` observer recording every event an
// actor processes (actor id, machine id, source, event, resulting state value, timestamp), exportable
// as JSON, and `replay`, which re-sends a recorded root-actor event sequence to a fresh actor.
//   const journal = createJournal();
//   createActor(authMachine.provide(…), { inspect: journal.inspect });
//   download(journal.export());   replay(authMachine, JSON.parse(text)).map((s) => s.value)
import { createActor, fromPromise, type AnyActorLogic, type AnyEventObject, type AnyStateMachine, type InspectionEvent, type Snapshot, type StateValue } from 'xstate';

export interface JournalEntry {
  seq: number;
  /** Epoch milliseconds. */
  at: number;
  actorId: string;
  sessionId: string;
  /** The actor is the root of its system (what `replay` drives). */
  root: boolean;
  /** Machine id for state machines, null for other actor logic. */
  machineId: string | null;
  /** Id of the actor that sent the event, when known. */
  sourceId: string | null;
  event: AnyEventObject;
  /** Resulting state value (machines), null otherwise. */
  value: StateValue | null;
  status: string;
}
export interface JournalExport { format: 'herdenblick.journal'; version: 1; entries: JournalEntry[] }

/** A JWT: base64url JSON header ('eyJ…'), payload and signature. */
const JWT = /^(eyJ[\w-]*)\.([\w-]+)\.([\w-]+)$/;
/** Passwords are dropped; JWTs keep header and claims (replays need `exp`) but lose the signature. */
export function redact(key: string, value: unknown): unknown {
  if (/password/i.test(key)) return '[redacted]';
  if (typeof value === 'string' && JWT.test(value)) return value.replace(JWT, '$1.$2.redacted');
  return value;
}

/** A JSON-safe copy: errors keep name, message and their own fields; actor refs become their id. */
export function toJsonSafe(value: unknown, key = '', depth = 0, seen = new WeakSet<object>()): unknown {
  value = redact(key, value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (depth > 12 || seen.has(value)) return '[…]';
  seen.add(value);
  if ('sessionId' in value && 'send' in value) return { actorRef: (value as unknown as { id: string }).id };
  if (Array.isArray(value)) return value.map((v, i) => toJsonSafe(v, String(i), depth + 1, seen));
  const source = value instanceof Error ? { ...value, name: value.name, message: value.message } : (value as Record<string, unknown>);
  const json = typeof (source as { toJSON?: unknown }).toJSON === 'function' ? (source as { toJSON(): unknown }).toJSON() : source;
  if (json !== source) return toJsonSafe(json, key, depth + 1, seen);
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, toJsonSafe(v, k, depth + 1, seen)]).filter(([, v]) => v !== undefined));
}

export function createJournal(options: { now?: () => number; limit?: number } = {}) {
  const { now = () => Date.now(), limit = 5000 } = options;
  let entries: JournalEntry[] = [];
  let seq = 0;
  const sources = new Map<string, string | null>();
  const listeners = new Set<(entry: JournalEntry) => void>();

  const inspect = (ev: InspectionEvent) => {
    const { sessionId, id } = ev.actorRef as unknown as { sessionId: string; id: string };
    if (ev.type === '@xstate.event') sources.set(sessionId, (ev.sourceRef as { id?: string } | undefined)?.id ?? null);
    if (ev.type !== '@xstate.snapshot') return;
    const snap = ev.snapshot as Snapshot<unknown> & { value?: StateValue; machine?: { id: string } };
    const entry: JournalEntry = {
      seq: ++seq,
      at: now(),
      actorId: id,
      sessionId,
      root: sessionId === ev.rootId,
      machineId: snap.machine?.id ?? null,
      sourceId: sources.get(sessionId) ?? null,
      event: toJsonSafe(ev.event) as AnyEventObject,
      value: snap.machine ? (toJsonSafe(snap.value) as StateValue) : null,
      status: snap.status,
    };
    sources.delete(sessionId);
    entries.push(entry);
    if (entries.length > limit) entries = entries.slice(-limit);
    for (const l of listeners) l(entry);
  };

  return {
    inspect,
    entries: () => entries as readonly JournalEntry[],
    toJSON: (): JournalExport => ({ format: 'herdenblick.journal', version: 1, entries: [...entries] }),
    export: () => JSON.stringify({ format: 'herdenblick.journal', version: 1, entries } satisfies JournalExport, null, 2),
    clear: () => void (entries = []),
    /** For the dev panel. Returns the unsubscribe function. */
    subscribe: (listener: (entry: JournalEntry) => void) => (listeners.add(listener), () => void listeners.delete(listener)),
  };
}
export type Journal = ReturnType<typeof createJournal>;

export interface ReplayStep { event: AnyEventObject; value: StateValue; snapshot: Snapshot<unknown> }

/**
 * Re-sends the events the root actor of `machine` processed (in order, xstate.init excluded) to a
 * fresh actor whose invoked actors are inert (they never answer: the recorded done/error events
 * bring their results). Pass the original `input`; it is redacted like the journal. Machines with
 * delayed transitions would need their timers recorded too (none of ours has any).
 * Returns the initial step and one step per event.
 */
export function replay(machine: AnyStateMachine, journal: JournalExport | readonly JournalEntry[], options: { input?: unknown } = {}): ReplayStep[] {
  const all = Array.isArray(journal) ? (journal as readonly JournalEntry[]) : (journal as JournalExport).entries;
  const rootSession = all.find((e) => e.root && e.machineId === machine.id)?.sessionId;
  const recorded = all.filter((e) => e.sessionId === rootSession && e.event.type !== 'xstate.init' && e.event.type !== 'xstate.stop');
  const inert = Object.fromEntries(Object.keys(machine.implementations.actors).map((k) => [k, fromPromise(() => new Promise<never>(() => {}))]));
  // The input goes through the same redaction as the recorded events, so that tokens compare equal.
  const input = options.input === undefined ? undefined : toJsonSafe(options.input);
  const actor = createActor(machine.provide({ actors: inert as Record<string, AnyActorLogic> }) as AnyStateMachine, { input });
  const steps: ReplayStep[] = [];
  const push = (event: AnyEventObject) => {
    const snapshot = actor.getSnapshot();
    steps.push({ event, value: snapshot.value, snapshot });
  };
  actor.start();
  push({ type: 'xstate.init' });
  for (const entry of recorded) {
    actor.send(entry.event);
    push(entry.event);
  }
  actor.stop();
  return steps;
}
