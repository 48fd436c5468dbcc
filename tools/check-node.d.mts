// Types of check-node.mjs (plain JavaScript so that it runs on any Node.js).
export declare const REQUIRED_NODE: string;
export declare function nodeVersionProblem(version: string): string | null;
