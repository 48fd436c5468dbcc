// Types of ranks.mjs (plain JavaScript: the count's helper thread loads it without a TypeScript loader).
import type { Direction } from './figures.ts';

export declare const TOP_SHARE_PERCENT: number;
export declare const SPREAD_PERCENTS: readonly [25, 50, 75];
export declare function boundaryRank(percent: number, n: number): number;
export declare function spreadRank(percent: number, n: number): number;
export declare function bestAsLargest(k: number, n: number, direction: Direction): number;
export declare function worstAsLargest(k: number, n: number, direction: Direction): number;
