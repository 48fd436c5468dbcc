// Model-based testing on the REAL machine definitions (STACK-NOTES 'Model-based tests'):
// paths come from @xstate/graph's getShortestPaths over the machine itself, with sample events that
// include xstate.done.actor.<id> / xstate.error.actor.<id>; each path then drives a real actor whose
// invoked actors are controllable fakes (Effects), comparing state value, context and tags after
// every step. Graph nodes are (abstract state, event, previous abstract state), so a shortest path
// exists for every transition, not only for every state.
import { getShortestPaths, getStateNodes } from '@xstate/graph';
import {
  createActor, fromCallback, fromPromise, initialTransition, transition, type AnyActorLogic, type AnyEventObject, type AnyMachineSnapshot,
  type AnyStateMachine, type AnyTransitionDefinition, type StateValue,
} from 'xstate';

interface Running { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }

/** Controllable fakes for the injected actors, addressed by actor (= invoke) id. */
export class Effects {
  private running = new Map<string, Running>();
  readonly started: { id: string; input: unknown }[] = [];
  readonly received: { id: string; event: AnyEventObject }[] = [];

  promise(): AnyActorLogic {
    return fromPromise<unknown, unknown>(({ self, input, signal }) =>
      new Promise((resolve, reject) => {
        const entry = { resolve, reject, input };
        this.running.set(self.id, entry);
        this.started.push({ id: self.id, input });
        signal.addEventListener('abort', () => this.running.get(self.id) === entry && this.running.delete(self.id));
      }),
    );
  }

  callback(): AnyActorLogic {
    return fromCallback<AnyEventObject, unknown>(({ self, receive }) => receive((event) => this.received.push({ id: self.id, event })));
  }

  isRunning = (id: string) => this.running.has(id);
  inputOf = (id: string) => this.running.get(id)?.input;

  private take(id: string): Running {
    const r = this.running.get(id);
    if (!r) throw new Error(`effect '${id}' is not running (running: ${[...this.running.keys()].join(', ') || 'none'})`);
    this.running.delete(id);
    return r;
  }
  resolve = (id: string, output: unknown) => this.take(id).resolve(output);
  reject = (id: string, error: unknown) => this.take(id).reject(error);
}

// After every pending promise reaction: setImmediate runs once the microtask queue is empty, without
// setTimeout(0)'s ~1 ms floor (model paths take ~20,000 steps, comparisonGroupForm alone ~17,000).
export const flush = () => new Promise<void>((r) => setImmediate(r));

export interface Model {
  name: string;
  machine: AnyStateMachine;
  /** Sample events; those a state can take are tried in it. */
  events: AnyEventObject[];
  /** The machine with fakes (machine.provide({ actors })). */
  provide: (effects: Effects) => AnyStateMachine;
  /** Abstraction of a snapshot for graph nodes (default: its value). */
  key?: (snapshot: AnyMachineSnapshot) => unknown;
  input?: unknown;
}

export interface ModelPath { steps: { event: AnyEventObject; state: AnyMachineSnapshot }[]; state: AnyMachineSnapshot; description: string }

const describeEvent = (e: AnyEventObject) => {
  const detail = e.type.startsWith('xstate.done.actor.') ? e.output : e.type.startsWith('xstate.error.actor.') ? e.error : { ...e, type: undefined };
  const text = JSON.stringify(detail, (_, v: unknown) => (typeof v === 'string' && /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(v) ? 'jwt' : v)) ?? '';
  return text === '{}' || !text ? e.type : `${e.type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
};
export const valueText = (v: StateValue): string =>
  typeof v === 'string' ? v : Object.entries(v).map(([k, c]) => (c === undefined ? k : `${k}.${valueText(c as StateValue)}`)).join('+');

/** Shortest paths to every (state, event, previous state) node; paths that are prefixes of others dropped. */
export const modelKey = (model: Model, s: AnyMachineSnapshot) => JSON.stringify(model.key ? model.key(s) : s.value);

export function modelPaths(model: Model): ModelPath[] {
  const keyOf = (s: AnyMachineSnapshot) => JSON.stringify(model.key ? model.key(s) : s.value);
  const raw = getShortestPaths(model.machine, {
    input: model.input,
    events: (s: AnyMachineSnapshot) => model.events.filter((e) => s.can(e)),
    serializeState: (s: AnyMachineSnapshot, e: AnyEventObject | undefined, prev: AnyMachineSnapshot | undefined) =>
      `${keyOf(s)}|${e ? JSON.stringify(e) : ''}|${prev ? keyOf(prev) : ''}`,
  } as never) as unknown as ModelPath[];
  const seqs = raw.map((p) => p.steps.map((s) => JSON.stringify(s.event)));
  const kept = raw.filter((_, i) => !seqs.some((other, j) => j !== i && other.length > seqs[i]!.length && seqs[i]!.every((e, k) => other[k] === e)));
  return kept.map((p) => ({ ...p, description: `${valueText(p.state.value)} ⇐ ${p.steps.slice(1).map((s) => describeEvent(s.event)).join(' → ') || '(initial)'}` }));
}

export const transitionKey = (t: AnyTransitionDefinition) => {
  const g = t.guard as undefined | string | { type?: string; params?: unknown };
  const guard = !g ? '' : typeof g === 'string' ? g : typeof g === 'function' ? 'inline' : `${g.type}${typeof g.params === 'string' ? `:${g.params}` : ''}`;
  return `${t.source.id} ${t.eventType || '(always)'} → ${t.target?.map((n) => n.id).join(',') ?? '(no target)'}${guard ? ` [${guard}]` : ''}`;
};

/** Every transition definition of the machine (on, invoke onDone/onError, always). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])].map(transitionKey));
}

/** Every state node as a state value to match. */
export function allStates(machine: AnyStateMachine): { id: string; value: StateValue }[] {
  return getStateNodes(machine.root).map((n) => ({
    id: n.id,
    value: n.path.slice(0, -1).reduceRight<StateValue>((acc, seg) => ({ [seg]: acc }), n.path[n.path.length - 1]!),
  }));
}

export interface Trace {
  /** State values the real actor went through (initial, then after each step). */
  values: StateValue[];
  /** The same, computed with the machine's pure transition function. */
  expected: StateValue[];
  /** Graph-node abstractions of the real snapshots. */
  keys: string[];
  transitions: Set<string>;
  /** Snapshots at rest after each step. */
  snapshots: AnyMachineSnapshot[];
  /** Every intermediate snapshot (includes transient states left by eventless transitions). */
  microsteps: AnyMachineSnapshot[];
  emitted: AnyEventObject[];
  effects: Effects;
}

const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort();

/**
 * Drives a real actor along the path. Expected snapshots are recomputed exactly for this event
 * sequence with the machine's pure transition function (graph nodes are abstractions, so the
 * graph's stored snapshot may come from another path with the same abstraction); each real snapshot
 * must equal the expected one in value, context and tags, and share the graph node's abstraction.
 * Throws at the first differing step.
 */
export async function drivePath(model: Model, path: ModelPath): Promise<Trace> {
  const keyOf = (s: AnyMachineSnapshot) => JSON.stringify(model.key ? model.key(s) : s.value);
  const expected: AnyMachineSnapshot[] = [];
  let pure = initialTransition(model.machine, model.input as never)[0] as AnyMachineSnapshot;
  expected.push(pure);
  for (const step of path.steps.slice(1)) {
    pure = transition(model.machine, pure as never, step.event as never)[0] as AnyMachineSnapshot;
    expected.push(pure);
  }
  const effects = new Effects();
  const transitions = new Set<string>();
  const microsteps: AnyMachineSnapshot[] = [];
  const emitted: AnyEventObject[] = [];
  const actor = createActor(model.provide(effects), {
    input: model.input,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' && (ev.actorRef as unknown as { sessionId: string }).sessionId === ev.rootId) {
        // oxlint-disable-next-line no-underscore-dangle -- xstate's name for the transitions of a microstep
        for (const t of ev._transitions) transitions.add(transitionKey(t));
        microsteps.push(ev.snapshot as AnyMachineSnapshot);
      }
    },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  await flush();
  const snapshots: AnyMachineSnapshot[] = [];
  const check = (index: number) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    const want = expected[index]!;
    snapshots.push(actual);
    const at = `step ${index} (${index === 0 ? 'initial' : describeEvent(path.steps[index]!.event)})`;
    if (actual.status !== 'active' && actual.status !== 'done') throw new Error(`${at}: actor status ${actual.status}: ${String(actual.error)}`);
    const pairs: [string, unknown, unknown][] = [
      ['value', actual.value, want.value],
      ['context', actual.context, want.context],
      ['tags', tagsOf(actual), tagsOf(want)],
      ['graph node', keyOf(actual), keyOf(path.steps[index]!.state)],
    ];
    for (const [what, a, e] of pairs) {
      if (JSON.stringify(a) !== JSON.stringify(e)) throw new Error(`${at}: ${what} ${JSON.stringify(a)} ≠ expected ${JSON.stringify(e)}`);
    }
  };
  check(0);
  for (let i = 1; i < path.steps.length; i++) {
    const { event } = path.steps[i]!;
    if (event.type.startsWith('xstate.done.actor.')) effects.resolve(event.type.slice('xstate.done.actor.'.length), event.output);
    else if (event.type.startsWith('xstate.error.actor.')) effects.reject(event.type.slice('xstate.error.actor.'.length), event.error);
    else actor.send(event);
    await flush();
    check(i);
  }
  actor.stop();
  return { values: snapshots.map((s) => s.value), expected: expected.map((s) => s.value), keys: snapshots.map(keyOf), transitions, snapshots, microsteps, emitted, effects };
}
