// A German text the server answers with and the browser shows lives once, in src/domain, and both
// sides import it. This finds a sentence written out again on both sides of the line, where the two
// copies would drift apart the first time someone edits one of them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Sentences of user-facing German: a few words with an umlaut or a common German word. */
const isGermanText = (text: string) => text.length >= 12 && text.includes(' ') && /[äöüÄÖÜß]|\b(Sie|nicht|der|die|das|ist|ein|eine)\b/.test(text);

/** The German string literals of the files under `roots`, each with the files that write it. */
function texts(roots: readonly string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const path of roots.flatMap(files)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isGermanText(node.text)) {
        const at = found.get(node.text) ?? new Set<string>();
        found.set(node.text, at.add(path));
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
    const twice = [...texts(SERVER)].filter(([text]) => browser.has(text)).map(([text, at]) => `${text} (${[...at, ...browser.get(text)!].join(', ')})`);
    expect(twice).toEqual([]);
  });

  it('finds a sentence the two sides both write (the check itself works)', () => {
    const browser = texts(['src/domain']);
    expect(browser.get('Geben Sie einen Namen ein.')?.size, 'the domain writes this sentence').toBeGreaterThan(0);
  });
});
