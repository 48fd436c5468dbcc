// The members of up to three groups read on the same date, laid out so that the work of a figure
// that does not depend on the group is done once for all of them (groups-pass.ts): per store slot a
// byte whose bit g says "member of group g" (a bucket asked by several groups is walked once, its
// values sorted out to the groups by these bits), and the same bits per multi-site Betrieb (a walk
// through a bucket's multi-site values counts a group's by them).
import type { GatherPlan } from './member-layout.ts';
import type { Snapshot } from './snapshot.ts';

/** Groups read together (one bit each in slotBits and ordinalBits; each counts its own histograms, figure-lanes.ts). */
export const SHARED_GROUPS = 3;

export interface SharedPlan {
  groups: number;
  /** Per group, per snapshot block: the group's own single-site slots (its plan's lists). */
  single: readonly (readonly Int32Array[])[];
  /** Per snapshot block: whether any group counts a member from it. */
  used: boolean[];
  /** Per store slot: the groups counting it (bit g: group g; from block pick[slot]); 0 for other slots. */
  slotBits: Uint8Array;
  /** The snapshot's block per slot; null when only one block is used (then every member slot counts from it). */
  pick: Int8Array | null;
  /** How many multi-site Betriebe are members of any group. */
  multiCount: number;
  /** Per group: its own multi-site Betriebe's ordinals, ascending (counted without a branch on the bits). */
  multiOf: readonly Int32Array[];
  /** Per ordinal of the tree's multi-site Betriebe: its group bits (0: in no group). */
  ordinalBits: Uint8Array;
  /** Per snapshot block, made on first use (blockBits): slotBits of the slots counting from it. */
  byBlock: (Uint8Array | undefined)[];
}

/**
 * The group bits of the slots that count from block k (a walk through the block's sorted list reads
 * one byte per slot, not the pick and the bits): slotBits itself when every member counts from one
 * block.
 */
export function blockBits(plan: SharedPlan, k: number): Uint8Array {
  const { pick, slotBits } = plan;
  if (pick === null) return slotBits;
  let bits = plan.byBlock[k];
  if (!bits) {
    bits = plan.byBlock[k] = new Uint8Array(slotBits.length);
    for (let s = 0; s < bits.length; s++) bits[s] = pick[s] === k ? slotBits[s]! : 0;
  }
  return bits;
}

/** The union of the plans (at most SHARED_GROUPS) of one snapshot; `multiSites`: the tree's count of multi-site Betriebe. */
export function sharedPlan(plans: readonly GatherPlan[], snapshot: Snapshot, capacity: number, multiSites: number): SharedPlan {
  if (plans.length > SHARED_GROUPS) throw new Error(`at most ${SHARED_GROUPS} groups share a pass`);
  const slotBits = new Uint8Array(capacity);
  const used = snapshot.blocks.map(() => false);
  const bitsOf = new Uint8Array(multiSites);
  plans.forEach((plan, g) => {
    const bit = 1 << g;
    plan.single.forEach((slots, b) => {
      if (slots.length) used[b] = true;
      for (let j = 0; j < slots.length; j++) slotBits[slots[j]!]! |= bit;
    });
    const ordinals = plan.multiOrdinal;
    for (let m = 0; m < ordinals.length; m++) bitsOf[ordinals[m]!]! |= bit;
  });
  let multiCount = 0;
  for (let o = 0; o < multiSites; o++) if (bitsOf[o]) multiCount++;
  const pick = used.filter(Boolean).length > 1 ? snapshot.pick : null;
  return { groups: plans.length, single: plans.map((plan) => plan.single), used, slotBits, pick, multiCount, multiOf: plans.map((plan) => plan.multiOrdinal), ordinalBits: bitsOf, byBlock: [] };
}
