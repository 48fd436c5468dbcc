export interface Rewrite {
  text: string;
  replacements: { index: number; from: string; to: string }[];
  unmapped: { index: number; key: string | null }[];
}
export function rewrite(text: string, path?: string): Rewrite;
