// What the site assignment view reads of the machine.
import type { SiteAssignmentSnapshot } from './machine.ts';

export const pendingOf = (s: SiteAssignmentSnapshot) => s.context.pending;
export const isSaving = (s: SiteAssignmentSnapshot) => s.hasTag('busy');
export const assignmentError = (s: SiteAssignmentSnapshot) => s.context.error;
