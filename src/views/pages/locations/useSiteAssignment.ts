// The site assignment actor of one location, its effect the urql site mutation (which drops the
// cached farm, location and site lists); 'assignment.saved' and 'assignment.failed' go to the page.
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useAppSystem } from '../../../app/AppContext.tsx';
import type { AssignmentChange } from '../../../domain/site-assignment.ts';
import { provideSiteAssignment } from '../../../machines/siteAssignment/effects.ts';
import { useReportedWrites } from '../farms/reported-writes.ts';

export interface AssignmentHandlers {
  onSaved: (changes: AssignmentChange[]) => void;
  onFailed: () => void;
}

export function useSiteAssignment(locationId: number, handlers: AssignmentHandlers) {
  const mutations = useReportedWrites();
  const { journal } = useAppSystem();
  const actor = useActorRef(provideSiteAssignment({ assignSite: mutations.moveSite }), { input: { locationId }, inspect: journal.inspect });
  // The latest handlers, without subscribing anew on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const subs = [actor.on('assignment.saved', (e) => latest.current.onSaved(e.changes)), actor.on('assignment.failed', () => latest.current.onFailed())];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);
  return actor;
}
