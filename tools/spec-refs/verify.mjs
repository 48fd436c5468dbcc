#!/usr/bin/env node
// Shows that a run of rewrite.mjs changed only comments and documentation text: for every file that
// differs from git HEAD in --root, TypeScript and JavaScript files must scan to the same tokens apart
// from comments (a changed string literal, such as a test name or a zod description, is listed), and
// must parse without new errors; in GraphQL, CSS and SQL every changed line must be a comment or a
// description. Uses the project's typescript package (scanner and parser only, no type check).
//
//   node tools/spec-refs/verify.mjs [--root DIR]
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const at = process.argv.indexOf('--root');
const root = resolve(at >= 0 ? process.argv[at + 1] : process.cwd());
const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

const STRINGS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** Tokens that end an expression: a following '/' divides, anywhere else it starts a regular expression. */
const ENDS_EXPRESSION = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/** The file's tokens without comments; template literals and regular expressions scanned whole. */
function tokens(text, jsx) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const out = [];
  const braces = [];
  let prev = null;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) braces.push('template');
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces.push('{');
    else if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop() === 'template') {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) braces.push('template');
    } else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !ENDS_EXPRESSION.has(prev)) {
      kind = scanner.reScanSlashToken();
    }
    out.push({ kind, text: scanner.getTokenText(), line: text.slice(0, scanner.getTokenStart()).split('\n').length });
    prev = kind;
  }
  return out;
}

const parseErrors = (name, text) =>
  ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS).parseDiagnostics.length;

const changed = git('diff', '--name-only', 'HEAD').split('\n').filter(Boolean);
const problems = [];
const stringChanges = [];
const docChanges = [];
let commentOnly = 0;

for (const file of changed) {
  const before = git('show', `HEAD:${file}`);
  const after = readFileSync(join(root, file), 'utf8');
  if (/\.[cm]?[jt]sx?$/.test(file)) {
    const jsx = file.endsWith('x');
    const a = tokens(before, jsx);
    const b = tokens(after, jsx);
    if (a.length !== b.length) {
      problems.push(`${file}: token count ${a.length} → ${b.length}`);
      continue;
    }
    let onlyComments = true;
    for (let i = 0; i < a.length; i++) {
      if (a[i].kind !== b[i].kind) {
        problems.push(`${file}:${b[i].line}: token kind changed`);
        onlyComments = false;
        break;
      }
      if (a[i].text !== b[i].text) {
        onlyComments = false;
        if (STRINGS.has(a[i].kind)) stringChanges.push(`${file}:${b[i].line}: ${b[i].text.slice(0, 110)}`);
        else problems.push(`${file}:${b[i].line}: ${a[i].text.slice(0, 60)} → ${b[i].text.slice(0, 60)}`);
      }
    }
    if (/\.tsx?$/.test(file) && parseErrors(file, after) > parseErrors(file, before)) problems.push(`${file}: new parse errors`);
    if (onlyComments) commentOnly++;
    continue;
  }
  // Line-based formats: every changed line must be a comment or a description.
  const diff = git('diff', '-U0', 'HEAD', '--', file);
  const added = diff.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1));
  const isComment = (l) => {
    const t = l.trim();
    if (/\.(graphql|gql)$/.test(file)) return t.startsWith('#');
    if (file.endsWith('.css')) return t.startsWith('/*') || t.startsWith('*');
    if (file.endsWith('.sql')) return t.startsWith('--');
    return false;
  };
  // The composed OpenAPI and supergraph (npm run mesh) carry the zod descriptions.
  if (file.startsWith('mesh/') && /\.(json|graphql)$/.test(file)) {
    for (const l of added) docChanges.push(`${file}: ${l.trim().slice(0, 110)}`);
    continue;
  }
  const bad = added.filter((l) => !isComment(l));
  for (const l of bad) problems.push(`${file}: ${l.trim().slice(0, 110)}`);
  if (!bad.length) commentOnly++;
}

console.log(`${changed.length} changed file(s); ${commentOnly} with comment changes only.`);
if (stringChanges.length) {
  console.log(`${stringChanges.length} string literal(s) changed (test names, descriptions):`);
  for (const s of stringChanges) console.log('  ' + s);
}
if (docChanges.length) {
  console.log(`${docChanges.length} generated description line(s) changed (from npm run mesh):`);
  for (const s of docChanges) console.log('  ' + s);
}
if (problems.length) {
  console.log(`${problems.length} change(s) outside comments and strings:`);
  for (const p of problems) console.log('  ' + p);
  process.exitCode = 1;
} else {
  console.log('No change outside comments, string literals and descriptions; no new parse errors.');
}
