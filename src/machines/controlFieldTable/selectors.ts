// What the control-field table reads of the machine: the open modal and what it is about, the rows
// marked while they change, the delete's failure, and the history columns.
import type { ControlFieldTableSnapshot } from './machine.ts';

export const isEditing = (s: ControlFieldTableSnapshot) => s.matches({ dialog: 'editing' });
/** The control field the modal edits; null for 'Neues Kontrollfeld'. */
export const editedField = (s: ControlFieldTableSnapshot) => s.context.edited;
/** The control field 'Bitte bestätigen' asks about; null while that question is not open. */
export const deleteQuestion = (s: ControlFieldTableSnapshot) => (s.matches({ dialog: 'confirming' }) ? s.context.asked : null);
/** Rows marked 'wird geändert …' with their tools locked: confirmed deletes and the row just saved. */
export const changingRows = (s: ControlFieldTableSnapshot): readonly number[] => (s.context.saved === null ? s.context.deleting : [...s.context.deleting, s.context.saved]);
export const sameRows = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
export const deleteNotice = (s: ControlFieldTableSnapshot) => s.context.notice;
export const isHistoryOn = (s: ControlFieldTableSnapshot) => s.matches({ history: 'on' });
/** The history columns' values; null while off, without fields, failed or not loaded yet. */
export const pastValues = (s: ControlFieldTableSnapshot) => (s.matches({ history: 'on' }) ? s.context.past : null);
/** 'Historische Werte werden geladen …' only while no columns show yet (a reload keeps the old ones). */
export const isHistoryLoading = (s: ControlFieldTableSnapshot) => s.hasTag('historyLoading') && s.context.past === null;
