// A checkbox click on /locations/{id} moved a site at once. Now the machine plans
// changes; only 'assignment.save' writes them, 'assignment.cancel' drops them, a failure keeps them.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/domain/errors.ts';
import { assignmentChanges, type AssignableSite } from '../../../src/domain/site-assignment.ts';
import { provideSiteAssignment } from '../../../src/machines/siteAssignment/effects.ts';
import { siteAssignmentMachine, type SiteAssignmentEmitted } from '../../../src/machines/siteAssignment/machine.ts';
import { assignmentError, isSaving, pendingOf } from '../../../src/machines/siteAssignment/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModel } from '../run-model.ts';

const HERE = 1;
const mine: AssignableSite = { id: 10, display_name: 'Stall A', location: HERE };
const theirs: AssignableSite = { id: 11, display_name: 'Stall B', location: 2 };
const sites = [mine, theirs];
const change = { site: 11, siteName: 'Stall B', from: 2, to: HERE };

const provide = (fx: Effects) => siteAssignmentMachine.provide({ actors: { saveAssignments: fx.promise() } as never });

const events: AnyEventObject[] = [
  { type: 'site.toggle', site: theirs, checked: true },
  { type: 'site.toggle', site: mine, checked: false },
  { type: 'assignment.save', changes: [change] },
  { type: 'assignment.save', changes: [] },
  { type: 'assignment.cancel' },
  { type: 'xstate.done.actor.saveAssignments', output: 1 },
  { type: 'xstate.error.actor.saveAssignments', error: new ApiError({ status: 400, detail: 'Ungültige Eingabe.' }) },
];

const model: Model = {
  name: 'siteAssignment',
  machine: siteAssignmentMachine,
  events,
  provide,
  input: { locationId: HERE },
  key: (s) => [s.value, Object.keys(s.context.pending).length, s.context.error !== null],
};

runModel(model, (trace) => {
  // Nothing is written unless saved with at least one change.
  for (const started of trace.effects.started) expect((started.input as { changes: unknown[] }).changes.length).toBeGreaterThan(0);
});

const start = () => {
  const written: [number, number | null][] = [];
  let fail = false;
  const actor = createActor(
    provideSiteAssignment({
      assignSite: async (site, location) => {
        if (fail) throw new ApiError({ status: 503, detail: 'Dienst nicht verfügbar.' });
        written.push([site, location]);
      },
    }),
    { input: { locationId: HERE } },
  ).start();
  const saved: SiteAssignmentEmitted[] = [];
  actor.on('assignment.saved', (e) => saved.push(e));
  return { actor, written, saved, failNext: () => (fail = true) };
};

describe('site assignment scenarios', () => {
  it('ticking and unticking write nothing; cancel drops the plan', () => {
    const { actor, written } = start();
    actor.send({ type: 'site.toggle', site: theirs, checked: true });
    actor.send({ type: 'site.toggle', site: mine, checked: false });
    expect(pendingOf(actor.getSnapshot())).toEqual({ 11: HERE, 10: null });
    expect(written).toEqual([]);
    actor.send({ type: 'assignment.cancel' });
    expect(pendingOf(actor.getSnapshot())).toEqual({});
    expect(written).toEqual([]);
  });

  it('saving writes each change and reports what moved where', async () => {
    const { actor, written, saved } = start();
    actor.send({ type: 'site.toggle', site: theirs, checked: true });
    actor.send({ type: 'assignment.save', changes: assignmentChanges(sites, pendingOf(actor.getSnapshot())) });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    await flush();
    expect(written).toEqual([[11, HERE]]);
    expect(saved).toEqual([{ type: 'assignment.saved', changes: [change] }]);
    expect(pendingOf(actor.getSnapshot())).toEqual({});
  });

  it('a failed save keeps the plan and shows the error', async () => {
    const { actor, saved, failNext } = start();
    failNext();
    actor.send({ type: 'site.toggle', site: theirs, checked: true });
    actor.send({ type: 'assignment.save', changes: [change] });
    await flush();
    expect(saved).toEqual([]);
    expect(pendingOf(actor.getSnapshot())).toEqual({ 11: HERE });
    expect(assignmentError(actor.getSnapshot())?.title).toBe('Zuordnung nicht gespeichert');
  });
});
