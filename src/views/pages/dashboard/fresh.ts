// The start page's figures change elsewhere (users created, uploads, incidents acknowledged) by
// mutations whose result types urql's document cache cannot relate to these counts: show the cached
// figures at once and refresh them on every visit.
export const FRESH = 'cache-and-network' as const;

/** The first screen's queries suspend until answered: the page shows its skeleton, then everything
 * at once, instead of growing card by card while the answers arrive (content jumping on a phone). */
export const FIRST_SCREEN = { suspense: true };
