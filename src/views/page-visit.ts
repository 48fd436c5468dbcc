// A page visit lasts from entering a location to leaving it. Data a page asks for a visit before the
// visit shows (its prefetch, or a render React throws away) is marked here as this visit's; leaving
// the location drops the marks, so a later visit never takes them for its own (src/views/App.tsx).
const marks = new Set<() => void>();

/** `drop` forgets a mark of the current visit; it runs when the location changes. */
export function markVisit(drop: () => void): void {
  marks.add(drop);
}

export function endVisit(): void {
  for (const drop of marks) drop();
  marks.clear();
}
