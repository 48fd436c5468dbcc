// Model-based tests of the searchable entity choice: paths generated from the real machine (without
// and with a current choice to name), driven through real actors with fake effects; together they
// enter every state and take every transition. Then what a clerk notices: one request per pause in
// typing, the newest text wins, a short list is filtered without asking, the current choice keeps
// its display name whatever page is shown, and a failure can be retried.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { ENTITY_SEARCH_DEBOUNCE_MS, searchTextOf, type EntitySearchPage } from '../../../src/domain/entity-search.ts';
import { ApiError } from '../../../src/domain/errors.ts';
import { entitySearchMachine, type EntitySearchInput, type EntitySearchSnapshot } from '../../../src/machines/entitySearch/machine.ts';
import { inputText, isComplete, isLoading, moreHint, searchFailure, selectedChoice, shownChoices } from '../../../src/machines/entitySearch/selectors.ts';
import { Effects, flush, type Model } from '../model.ts';
import { runModels } from '../run-model.ts';

const provide = (fx: Effects) => entitySearchMachine.provide({ actors: { searchEntities: fx.promise(), lookupEntity: fx.promise() } as never });
const AFTER = 'xstate.after.debounce.entitySearch.list.debouncing';

const farm = (id: number, name: string) => ({ id, label: `27600${id} - ${name}` });
const FEW: EntitySearchPage = { count: 2, choices: [farm(1, 'Hof Anger'), farm(2, 'Milchhof Berg')] };
const MANY: EntitySearchPage = { count: 9_812, choices: Array.from({ length: 50 }, (_, i) => farm(i + 1, `Hof ${i + 1}`)) };
const MATCHES: EntitySearchPage = { count: 3, choices: [farm(4711, 'Lindenhof'), farm(4712, 'Lindenhof Süd'), farm(4713, 'Am Lindenhof')] };
const serverDown = new ApiError({ status: 503, statusText: 'Service Unavailable' });

const events: AnyEventObject[] = [
  { type: 'search.input', text: 'linden' },
  { type: 'search.input', text: 'lindenh' },
  { type: 'search.revert' },
  { type: 'search.retry' },
  { type: 'entity.choose', choice: farm(4711, 'Lindenhof') },
  { type: AFTER },
  { type: 'xstate.done.actor.searchEntities', output: FEW },
  { type: 'xstate.done.actor.searchEntities', output: MANY },
  { type: 'xstate.error.actor.searchEntities', error: serverDown },
  { type: 'xstate.done.actor.lookupEntity', output: farm(4711, 'Lindenhof') },
  { type: 'xstate.error.actor.lookupEntity', error: serverDown },
];

/** Graph nodes: the states, whether complete, whether the input shows the choice, whether answered. */
const key = (s: AnyMachineSnapshot) => {
  const c = (s as EntitySearchSnapshot).context;
  const shows = c.text === '' ? 'nothing' : c.text === c.selected?.label ? 'choice' : 'typed';
  return [s.value, c.complete, shows, c.selected?.id ?? null, c.query === null ? null : c.query === searchTextOf(c.text)];
};

const fresh: EntitySearchInput = { entityType: 'farm', selectedId: null };
const stored: EntitySearchInput = { entityType: 'farm', selectedId: 4711 };
const models: Model[] = [
  { name: 'entitySearch (nothing chosen)', machine: entitySearchMachine, input: fresh, provide, key, events: events.filter((e) => !e.type.includes('lookupEntity')) },
  {
    name: 'entitySearch (a stored choice to name)',
    machine: entitySearchMachine,
    input: stored,
    provide,
    key,
    events: events.filter((e) => e.type.includes('lookupEntity') || ['entity.choose', 'search.revert', 'search.retry'].includes(e.type) || (e.type.includes('searchEntities') && e.output !== FEW)),
  },
];

runModels('entitySearch', models, (trace) => {
  for (const s of trace.snapshots as EntitySearchSnapshot[]) {
    // Never a raw id: the input shows typed text, a display name or nothing.
    expect(inputText(s)).not.toMatch(/^\d+$/);
    // A search asks for typed text, never for the display name a choice put into the input.
    if (s.matches({ list: 'searching' })) expect(s.context.asked).not.toMatch(/^27600/);
  }
  // A path ending in a search has sent, as its newest request, the text it asked for (the fakes keep
  // the requests of the whole path, so only its last snapshot can be compared with them).
  const last = trace.snapshots.at(-1) as EntitySearchSnapshot;
  if (last.matches({ list: 'searching' })) {
    const newest = trace.effects.started.filter((r) => r.id === 'searchEntities').at(-1);
    expect(newest?.input).toEqual({ entityType: 'farm', search: last.context.asked });
  }
});

function start(input: EntitySearchInput) {
  const fx = new Effects();
  const actor = createActor(provide(fx), { input }).start();
  return { fx, actor, snap: () => actor.getSnapshot() };
}

/** One key: the text so far, then a short pause (well under the debounce). */
async function type(actor: ReturnType<typeof start>['actor'], text: string) {
  actor.send({ type: 'search.input', text });
  await vi.advanceTimersByTimeAsync(40);
}

describe('entity search scenarios', () => {
  afterEach(() => vi.useRealTimers());

  it('an association clerk: one request per pause in typing, the newest text wins, a hint when there are more', async () => {
    vi.useFakeTimers();
    const { fx, actor, snap } = start(fresh);
    expect(isLoading(snap())).toBe(true);
    expect(fx.inputOf('searchEntities')).toEqual({ entityType: 'farm', search: '' });
    fx.resolve('searchEntities', MANY);
    await vi.advanceTimersByTimeAsync(0);
    expect(isComplete(snap())).toBe(false);
    expect(shownChoices(snap())).toHaveLength(50);
    expect(moreHint(snap())).toBe('50 von 9.812 Treffern – weitere Treffer, bitte genauer suchen');

    for (const text of ['l', 'li', 'lin', 'lind', 'linde', ' linden ']) await type(actor, text);
    expect(fx.started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS);
    expect(fx.started).toHaveLength(2);
    expect(fx.inputOf('searchEntities')).toEqual({ entityType: 'farm', search: 'linden' });
    // Typing on while the request runs drops it; the answer for the newer text is shown.
    await type(actor, ' lindenhof');
    expect(fx.isRunning('searchEntities')).toBe(false);
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS);
    expect(fx.inputOf('searchEntities')).toEqual({ entityType: 'farm', search: 'lindenhof' });
    fx.resolve('searchEntities', MATCHES);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownChoices(snap()).map((c) => c.id)).toEqual([4711, 4712, 4713]);
    expect(moreHint(snap())).toBeNull();
    // Back to the text already answered: no request.
    await type(actor, 'lindenho');
    await type(actor, 'lindenhof');
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS);
    expect(fx.started).toHaveLength(3);
  });

  it('a farm admin: the short list is complete at once and typing filters it without asking', async () => {
    vi.useFakeTimers();
    const { fx, actor, snap } = start(fresh);
    fx.resolve('searchEntities', FEW);
    await vi.advanceTimersByTimeAsync(0);
    expect(isComplete(snap())).toBe(true);
    expect(shownChoices(snap()).map((c) => c.label)).toEqual(['276001 - Hof Anger', '276002 - Milchhof Berg']);
    await type(actor, 'MILCH');
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS * 2);
    expect(fx.started).toHaveLength(1);
    expect(shownChoices(snap()).map((c) => c.id)).toEqual([2]);
    expect(moreHint(snap())).toBeNull();
  });

  it('a choice made while the first page loads: the page is kept for what was asked, so the short list still filters without asking', async () => {
    vi.useFakeTimers();
    const { fx, actor, snap } = start(fresh);
    actor.send({ type: 'entity.choose', choice: farm(2, 'Milchhof Berg') });
    fx.resolve('searchEntities', FEW);
    await vi.advanceTimersByTimeAsync(0);
    expect(isComplete(snap())).toBe(true);
    await type(actor, 'anger');
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS * 2);
    expect(fx.started).toHaveLength(1);
    expect(shownChoices(snap()).map((c) => c.id)).toEqual([1]);
  });

  it('a choice made while typing paused asks nothing more; a retry asks again for the text that failed', async () => {
    vi.useFakeTimers();
    const { fx, actor, snap } = start(fresh);
    fx.resolve('searchEntities', MANY);
    await vi.advanceTimersByTimeAsync(0);
    await type(actor, 'linden');
    actor.send({ type: 'entity.choose', choice: farm(7, 'Hof 7') });
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS * 2);
    expect(fx.started).toHaveLength(1);
    await type(actor, 'berg');
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS);
    fx.reject('searchEntities', serverDown);
    await vi.advanceTimersByTimeAsync(0);
    expect(searchFailure(snap())).not.toBeNull();
    actor.send({ type: 'entity.choose', choice: farm(2, 'Milchhof Berg') });
    actor.send({ type: 'search.retry' });
    expect(fx.inputOf('searchEntities')).toEqual({ entityType: 'farm', search: 'berg' });
  });

  it('keeps the current choice by its display name while other pages are shown, and after leaving the field', async () => {
    vi.useFakeTimers();
    const { fx, actor, snap } = start(stored);
    fx.resolve('searchEntities', MANY);
    await vi.advanceTimersByTimeAsync(0);
    // Not on the first page: looked up by id.
    expect(fx.inputOf('lookupEntity')).toEqual({ entityType: 'farm', id: 4711 });
    fx.resolve('lookupEntity', farm(4711, 'Lindenhof'));
    await vi.advanceTimersByTimeAsync(0);
    expect(inputText(snap())).toBe('276004711 - Lindenhof');
    expect(shownChoices(snap()).some((c) => c.id === 4711)).toBe(false);
    await type(actor, 'berg');
    await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_DEBOUNCE_MS);
    fx.resolve('searchEntities', { count: 1, choices: [farm(2, 'Milchhof Berg')] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.revert' });
    expect(inputText(snap())).toBe('276004711 - Lindenhof');
    expect(selectedChoice(snap())).toEqual(farm(4711, 'Lindenhof'));
    actor.send({ type: 'entity.choose', choice: farm(2, 'Milchhof Berg') });
    expect(inputText(snap())).toBe('276002 - Milchhof Berg');
  });

  it("a stored choice the caller cannot see reads '<unbekannt>', never its id", async () => {
    const { fx, snap } = start(stored);
    fx.resolve('searchEntities', MANY);
    await flush();
    fx.resolve('lookupEntity', null);
    await flush();
    expect(inputText(snap())).toBe('<unbekannt>');
  });

  it('a short list names the stored choice itself, without a lookup', async () => {
    const { fx, snap } = start({ entityType: 'farm', selectedId: 2 });
    fx.resolve('searchEntities', FEW);
    await flush();
    expect(inputText(snap())).toBe('276002 - Milchhof Berg');
    expect(fx.started.map((s) => s.id)).toEqual(['searchEntities']);
  });

  it('a failed search says so and can be retried', async () => {
    const { fx, actor, snap } = start(fresh);
    fx.reject('searchEntities', serverDown);
    await flush();
    expect(searchFailure(snap())).toBeTruthy();
    actor.send({ type: 'search.retry' });
    expect(fx.inputOf('searchEntities')).toEqual({ entityType: 'farm', search: '' });
    fx.resolve('searchEntities', FEW);
    await flush();
    expect(searchFailure(snap())).toBeNull();
    expect(shownChoices(snap())).toHaveLength(2);
  });
});
