export declare const SECTIONS: Record<string, string>;
export declare const PARTS: Record<string, Record<string, string>>;
export declare const HINTS: Record<string, { line?: RegExp; path?: RegExp; heading: string }[]>;
