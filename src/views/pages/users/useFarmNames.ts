// Names of the farms a user form shows as chosen: looked up once per id (in requests of at most
// 1000 ids), and learnt from a search result when a farm is ticked, so no id ever shows as a name.
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { farmNames } from '../../../app/farm-choice-actor.ts';
import type { EntitySearchChoice } from '../../../domain/entity-search.ts';

export interface FarmNames {
  /** The farm's display name, or null while it is being looked up. */
  nameOf: (id: number) => string | null;
  learn: (choices: readonly EntitySearchChoice[]) => void;
}

/** Shown for a farm the editor cannot see (a link made by someone with a wider scope). */
export const UNSEEN_FARM = 'LDWU außerhalb Ihres Zugriffs';
const NAME_FAILED = 'Name konnte nicht geladen werden';

export function useFarmNames(ids: readonly number[]): FarmNames {
  const client = useClient();
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const key = [...new Set(missing)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const wanted = key.split(',').map(Number);
    void farmNames(client, wanted).then(
      (found) => {
        if (!live) return;
        const byId = new Map(found.map((f) => [f.id, f.label]));
        setKnown((m) => new Map([...m, ...wanted.map((id) => [id, byId.get(id) ?? UNSEEN_FARM] as const)]));
      },
      () => live && setKnown((m) => new Map([...m, ...wanted.map((id) => [id, NAME_FAILED] as const)])),
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  const learn = useCallback((choices: readonly EntitySearchChoice[]) => setKnown((m) => new Map([...m, ...choices.map((c) => [c.id, c.label] as const)])), []);
  return { nameOf: (id) => known.get(id) ?? null, learn };
}
