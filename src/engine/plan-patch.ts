// A group's gathering plan on a date after a few sites' reports changed: the plan of the older
// snapshot of that date with the changed members moved between its lists, in the order gatherPlan
// lays them out (ascending location), so that it is the plan gatherPlan would build anew, value for
// value and in the same order. An upload of one farm then costs a few list copies per date instead
// of a pass over all members. Only for plans without top-in (whose members depend on everyone's
// values): those are built anew.
import type { GatherPlan, MemberLayout } from './member-layout.ts';
import { multiSites } from './multi-site.ts';
import type { Snapshot } from './snapshot.ts';
import { slotLocations, type Topology } from './topology.ts';

/** Position of `v` in an ascending list (−1: absent). */
function indexOf(list: Int32Array, v: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === v ? lo : -1;
}

/** `list` (ascending by key) without the entries in `remove`, with `add` merged in by key. */
function merged(list: Int32Array, remove: ReadonlySet<number>, add: number[], key: (entry: number) => number): Int32Array {
  if (remove.size === 0 && add.length === 0) return list;
  add.sort((a, b) => key(a) - key(b));
  const out = new Int32Array(list.length + add.length);
  let n = 0;
  let j = 0;
  for (let k = 0; k < list.length; k++) {
    const entry = list[k]!;
    if (remove.has(entry)) continue;
    const at = key(entry);
    while (j < add.length && key(add[j]!) < at) out[n++] = add[j++]!;
    out[n++] = entry;
  }
  while (j < add.length) out[n++] = add[j++]!;
  return out.slice(0, n);
}

/** Lists of location indices are ordered by the index itself. */
const byLocation = (i: number) => i;

function hasData(t: Topology, pick: Int8Array, i: number): boolean {
  for (let k = t.siteStart[i]!; k < t.siteStart[i + 1]!; k++) {
    const s = t.siteSlots[k]!;
    if (s >= 0 && pick[s]! >= 0) return true;
  }
  return false;
}

/** Latest inspection day and processing time among the members' counting reports, in gatherPlan's order. */
function freshnessOf(t: Topology, snapshot: Snapshot, withData: Int32Array): GatherPlan['freshness'] {
  let latestInspectionDay = Number.NaN;
  let latestProcessingMs = Number.NaN;
  const { pick, blocks } = snapshot;
  for (const i of withData) {
    for (let k = t.siteStart[i]!; k < t.siteStart[i + 1]!; k++) {
      const s = t.siteSlots[k]!;
      const b = s < 0 ? -1 : pick[s]!;
      if (b < 0) continue;
      const d = blocks[b]!.inspectionDay[s]!;
      const p = blocks[b]!.processing[s]!;
      if (!(d <= latestInspectionDay)) latestInspectionDay = d;
      if (!(p <= latestProcessingMs)) latestProcessingMs = p;
    }
  }
  return { latestInspectionDay, latestProcessingMs };
}

/**
 * The plan of `layout` on `after`, from its plan on `before` (the same day and blocks, `after`
 * patched from it) and the locations whose sites changed in between (ascending).
 */
export function patchedPlan(t: Topology, before: Snapshot, after: Snapshot, layout: MemberLayout, plan: GatherPlan, changed: Int32Array): GatherPlan {
  const blockCount = after.blocks.length;
  const removeData = new Set<number>();
  const addData: number[] = [];
  const removeSingle = Array.from({ length: blockCount }, () => new Set<number>());
  const addSingle = Array.from({ length: blockCount }, () => [] as number[]);
  const removeMulti = new Set<number>();
  const addMulti: number[] = [];
  let touched = false;
  for (const i of changed) {
    const m = indexOf(layout.members, i);
    if (m < 0) continue;
    // A member's report changed: its freshness may have, even where its lists stay.
    touched = true;
    if (layout.ordinal[m]! < 0) {
      const s = layout.slot[m]!;
      const was = s < 0 ? -1 : before.pick[s]!;
      const now = s < 0 ? -1 : after.pick[s]!;
      if (was === now) continue;
      if (was >= 0) removeSingle[was]!.add(s);
      if (now >= 0) addSingle[now]!.push(s);
      if (was < 0) addData.push(i);
      else if (now < 0) removeData.add(i);
    } else {
      const had = hasData(t, before.pick, i);
      const has = hasData(t, after.pick, i);
      if (had === has) continue;
      if (had) {
        removeData.add(i);
        removeMulti.add(i);
      } else {
        addData.push(i);
        addMulti.push(i);
      }
    }
  }
  if (!touched) return plan;
  const locationOf = slotLocations(t);
  const bySlot = (s: number) => locationOf[s]!;
  const membersWithData = merged(plan.membersWithData, removeData, addData, byLocation);
  const multi = merged(plan.multi, removeMulti, addMulti, byLocation);
  const ordinalOf = multiSites(t).ordinal;
  return {
    membersWithData,
    single: plan.single.map((slots, b) => merged(slots, removeSingle[b]!, addSingle[b]!, bySlot)),
    multi,
    multiOrdinal: multi === plan.multi ? plan.multiOrdinal : Int32Array.from(multi, (i) => ordinalOf[i]!),
    freshness: freshnessOf(t, after, membersWithData),
  };
}
