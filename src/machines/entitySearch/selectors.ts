// What the entity choice reads of the machine: whether it is a plain select (the complete, short
// list) or a search, the choices to show (filtered locally when complete), the 'more matches' hint.
import { filterChoices, moreMatchesHint, type EntitySearchChoice } from '../../domain/entity-search.ts';
import type { EntitySearchSnapshot } from './machine.ts';

/** The first page has not come yet (nor failed). */
export const isLoading = (s: EntitySearchSnapshot) => s.context.page === null && !s.matches({ list: 'failed' });
export const isSearching = (s: EntitySearchSnapshot) => s.hasTag('searching');
/** Every entity of the type is known: a plain select, no typing needed. */
export const isComplete = (s: EntitySearchSnapshot) => s.context.complete;
export const searchFailure = (s: EntitySearchSnapshot) => (s.matches({ list: 'failed' }) ? s.context.error : null);
export const inputText = (s: EntitySearchSnapshot) => s.context.text;
export const selectedChoice = (s: EntitySearchSnapshot) => s.context.selected;

/**
 * The choices the list shows: a complete list filtered by the typed text (all of it while the input
 * shows the current choice), otherwise the server's page for the last search.
 */
export function shownChoices(s: EntitySearchSnapshot): EntitySearchChoice[] {
  const { page, complete, text, selected } = s.context;
  if (!page) return [];
  if (!complete) return page.choices;
  return selected && text === selected.label ? page.choices : filterChoices(page.choices, text);
}

/** 'Weitere Treffer – bitte genauer suchen' when the server found more than the page holds. */
export const moreHint = (s: EntitySearchSnapshot) => (s.context.page && !s.context.complete ? moreMatchesHint(s.context.page.choices.length, s.context.page.count) : null);
