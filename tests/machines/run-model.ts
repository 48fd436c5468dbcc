// Registers the model-based tests of one machine: one test per generated path, then coverage (of one
// model, or together over several models of the machine).
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { allStates, allTransitions, drivePath, modelKey, modelPaths, type Model, type ModelPath, type Trace } from './model.ts';

export function runModel(model: Model, onTrace?: (trace: Trace, path: ReturnType<typeof modelPaths>[number]) => void) {
  const paths = modelPaths(model);
  const snapshots: AnyMachineSnapshot[] = [];
  const taken = new Set<string>();
  const states = allStates(model.machine);
  const transitions = allTransitions(model.machine);
  console.log(`${model.name}: ${paths.length} paths (${states.length} states, ${transitions.length} transitions)`);

  describe(`${model.name}: ${paths.length} model paths`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        const trace = await drivePath(model, path);
        // The sequence of states: exactly as the machine's pure transitions give it for these events,
        // and through the same graph nodes as the generated path, ending in its target.
        expect(trace.values).toEqual(trace.expected);
        expect(trace.keys).toEqual(path.steps.map((s) => modelKey(model, s.state)));
        expect(trace.keys.at(-1)).toBe(modelKey(model, path.state));
        snapshots.push(...trace.snapshots, ...trace.microsteps);
        for (const t of trace.transitions) taken.add(t);
        onTrace?.(trace, path);
      });
    }

    it('enters every state node', () => {
      const missing = states.filter((s) => !snapshots.some((snap) => snap.matches(s.value)));
      expect(missing.map((s) => s.id)).toEqual([]);
    });

    it('takes every transition', () => {
      const missing = transitions.filter((t) => !taken.has(t));
      expect(missing).toEqual([]);
    });
  });
  return paths;
}

/**
 * Several models of one machine (other inputs, other event sets): one test per generated path of each,
 * then coverage over all of them together (no single model needs to reach every state).
 */
export function runModels(name: string, models: readonly Model[], onTrace?: (trace: Trace, path: ModelPath) => void) {
  const machine = models[0]!.machine;
  const snapshots: AnyMachineSnapshot[] = [];
  const taken = new Set<string>();
  for (const model of models) {
    const paths = modelPaths(model);
    describe(`${model.name}: ${paths.length} model paths`, () => {
      for (const path of paths) {
        it(path.description, async () => {
          const trace = await drivePath(model, path);
          expect(trace.values).toEqual(trace.expected);
          snapshots.push(...trace.snapshots, ...trace.microsteps);
          for (const t of trace.transitions) taken.add(t);
          onTrace?.(trace, path);
        });
      }
    });
  }

  describe(`${name} coverage over all ${models.length} models`, () => {
    it('enters every state node', () => {
      expect(allStates(machine).filter((s) => !snapshots.some((snap) => snap.matches(s.value))).map((s) => s.id)).toEqual([]);
    });
    it('takes every transition', () => {
      expect(allTransitions(machine).filter((t) => !taken.has(t))).toEqual([]);
    });
  });
}
