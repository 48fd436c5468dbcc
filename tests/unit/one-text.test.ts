// A German text the server answers with and the browser shows lives once, in src/domain, and both
// sides import it; a text only the server writes lives once among the server's modules (named
// constants such as src/api/http/not-found-texts.ts). This finds a sentence written out again, where
// the copies would drift apart the first time someone edits one of them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = ['src/api', 'src/server', 'src/gateway/server'];
const BROWSER = ['src/domain', 'src/views', 'src/app', 'src/machines', 'src/gateway/client'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** "text (file, file ×2)": a text with the files that write it, and how often where more than once. */
function described(text: string, at: readonly string[]): string {
  const times = (path: string) => at.filter((p) => p === path).length;
  const places = [...new Set(at)].map((path) => (times(path) > 1 ? `${path} ×${times(path)}` : path));
  return `${text} (${places.join(', ')})`;
}

/** Sentences of user-facing German: a few words with an umlaut or a common German word. */
const isGermanText = (text: string) => text.length >= 12 && text.includes(' ') && /[äöüÄÖÜß]|\b(Sie|nicht|der|die|das|ist|ein|eine)\b/.test(text);

/** The German string literals of the files under `roots`, each with the file of every occurrence. */
function texts(roots: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of roots.flatMap(files)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isGermanText(node.text)) {
        found.set(node.text, [...(found.get(node.text) ?? []), path]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('texts shared by server and browser', () => {
  it('are written once, not on both sides', () => {
    const browser = texts(BROWSER);
    const twice = [...texts(SERVER)].filter(([text]) => browser.has(text)).map(([text, at]) => described(text, [...at, ...browser.get(text)!]));
    expect(twice).toEqual([]);
  });

  it('finds a sentence the two sides both write (the check itself works)', () => {
    const browser = texts(['src/domain']);
    expect(browser.get('Geben Sie einen Namen ein.')?.length, 'the domain writes this sentence').toBeGreaterThan(0);
  });
});

describe('texts of the server', () => {
  it('are written once among its modules', () => {
    const twice = [...texts(SERVER)].filter(([, at]) => at.length > 1).map(([text, at]) => described(text, at));
    expect(twice).toEqual([]);
  });

  it('counts a sentence written twice in one file (the check itself works)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-text-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "export const a = 'Betrieb nicht gefunden.';\nexport const b = `Betrieb nicht gefunden.`;\n");
      expect(texts([dir]).get('Betrieb nicht gefunden.')).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
