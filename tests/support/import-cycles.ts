// Import cycles among source files: the files that import each other, directly or around a loop.
// Counts what runs when a module loads: static imports and re-exports. Type-only imports vanish at
// compile time and a dynamic import() runs later, so neither can leave a module half-initialised.
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import type { SourceFile } from './walls.ts';

const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false; // `import './x.ts'` runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
};

const isTypeOnlyExport = (node: ts.ExportDeclaration) =>
  node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));

/** Relative specifiers of the imports and re-exports that run when `file` loads. */
export function loadTimeImports(file: SourceFile): string[] {
  const parsed = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, false, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const node of parsed.statements) {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node) && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !isTypeOnlyExport(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
  }
  return out.filter((s) => s.startsWith('.'));
}

function resolveIn(known: Set<string>, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((p) => known.has(p));
}

/**
 * Every group of files that import each other around a loop (the strongly connected components with
 * more than one file, or a file importing itself), each sorted, the groups sorted by their first file.
 */
export function importCycles(files: SourceFile[]): string[][] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, string[]>(
    files.map((f) => [f.path, loadTimeImports(f).map((s) => resolveIn(known, f.path, s)).filter((p): p is string => p !== undefined)]),
  );
  // Tarjan's algorithm, iterative (deep import chains would overflow a recursive one).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of known) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node)!;
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || edges.get(frame.node)!.includes(frame.node)) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
