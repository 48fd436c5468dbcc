// Which order statistics a group's figure asks, as ranks among its n values: the rules of
// aggregate.ts, in plain JavaScript so that the count's helper thread (count-steps.mjs) locates
// them where it counted, with the very same arithmetic as the main thread.

/** Share of members whose boundary top_value is (the silver trophy, product rules ‹Business constants and limits›). */
export const TOP_SHARE_PERCENT = 10;

/** Percents of the spread: p25, median, p75. */
export const SPREAD_PERCENTS = [25, 50, 75];

/** k of the best `percent` % of n values (1-based, at least 1). */
export const boundaryRank = (percent, n) => Math.max(1, Math.ceil((percent * n) / 100));

/**
 * k of the spread's p-th percentile of n values, counted from the worse end: the k-th worst with
 * k = ⌈p·n/100⌉, at least 1 (nearest rank; product rules ‹Group spread›).
 */
export const spreadRank = (percent, n) => boundaryRank(percent, n);

/** The k-th best of n values as the k-th largest: the k-th smallest when smaller is better (neutral figures count as larger-is-better). */
export const bestAsLargest = (k, n, direction) => (direction === -1 ? n - k + 1 : k);

/** The k-th worst of n values as the k-th largest: smaller is worse unless smaller is better (neutral figures count as larger-is-better). */
export const worstAsLargest = (k, n, direction) => (direction === -1 ? k : n - k + 1);
