#!/usr/bin/env node
// Replaces references to the former spec documents ("spec 1 §4 'User save'", "spec 2 §2.5–§2.7") in
// src/ tests/ bench/ tools/ mesh/ by pointers to docs/product-rules.md: "product rules ‹User save›".
// A reader of the repository alone has no spec; the headings of docs/product-rules.md hold its rules.
//
//   node tools/spec-refs/rewrite.mjs [--root DIR] [--dry-run] [--verbose]   rewrite in place
//   node tools/spec-refs/rewrite.mjs [--root DIR] --check                   exit 1 while any remain
//
// The pointer contains no quote, backslash or line break, and a named part is consumed only with both
// of its quotes, so a reference inside a string literal leaves the literal intact. No dependencies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HINTS, PARTS, SECTIONS } from './mapping.mjs';

const DIRS = ['src', 'tests', 'bench', 'tools', 'mesh'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);
/** This tool's own files quote the old form on purpose. */
const SELF = join('tools', 'spec-refs');
const TEXT = /\.(?:[cm]?[jt]sx?|json|graphql|gql|css|sql|md|html|ya?ml|txt)$/;
/**
 * Generated from the zod descriptions by `npm run mesh`, which also rewraps long descriptions: they
 * follow their sources when regenerated, and --check names them until then.
 */
const GENERATED = new Set([join('mesh', 'openapi.json'), join('mesh', 'supergraph.graphql')]);
/** What --check looks for: any remaining section reference, also a bare "§4" (not "§ 5 DDG"). */
const REMAINING = /\b(?:[Ss]pec|Spezifikation) [12] ?§|(?<![\w§])§\d/;

/**
 * A reference: "spec N §…", the German "Spezifikation N §…", or a bare "§…" that continues the last
 * reference after some words ("(spec 1 §2 export, §2.9 data check)"); a bare one takes the document of
 * the reference before it, if that is at most BARE_REACH characters back.
 */
const START = /\b(?:([Ss])pec|(Spezifikation))\s+([12])\s+(?=§)|(?<![\w§])(?=§\d)/g;
const BARE_REACH = 400;
const ITEM = /^§\s?(\d+)(?:\.(\d+))?/;
const RANGE = /^\s*[–-]\s*§\s?(\d+)(?:\.(\d+))?/;
const QUOTED = /^(?:'([^'\n]{1,80})'|"([^"\n]{1,80})"|‘([^’\n]{1,80})’|“([^”\n]{1,80})”)/;
const CONTINUE = /^(?:\s*[,;/]\s*(?:and\s+)?|\s+and\s+)(?=§)/;
const PART_SEP_FIRST = /^\s+/;
const PART_SEP_NEXT = /^(?:\s*,\s*|\s+and\s+)/;

const key = (doc, sec, sub) => `${doc}§${sec}${sub === undefined ? '' : `.${sub}`}`;

/** The section headings for "§a(.b)" up to "§c(.d)" (a range like §2.5–§2.7 or §3–§5). */
function expandRange(doc, from, to) {
  const keys = [];
  if (from.sub !== undefined && to.sub !== undefined && from.sec === to.sec) {
    for (let s = Number(from.sub); s <= Number(to.sub); s++) keys.push(key(doc, from.sec, s));
  } else if (from.sub === undefined && to.sub === undefined) {
    for (let s = Number(from.sec); s <= Number(to.sec); s++) keys.push(key(doc, s));
  } else {
    keys.push(key(doc, from.sec, from.sub), key(doc, to.sec, to.sub));
  }
  return keys;
}

/** A named part at the start of `rest`: quoted, or one of the known names; null when none. */
function part(rest, parts, first) {
  const sep = (first ? PART_SEP_FIRST : PART_SEP_NEXT).exec(rest);
  if (!sep || !parts) return null;
  const after = rest.slice(sep[0].length);
  const q = QUOTED.exec(after);
  if (q) {
    const name = (q[1] ?? q[2] ?? q[3] ?? q[4]).toLowerCase();
    return Object.hasOwn(parts, name) ? { heading: parts[name], length: sep[0].length + q[0].length } : null;
  }
  const lower = after.toLowerCase();
  const names = Object.keys(parts).sort((a, b) => b.length - a.length);
  for (const name of names) {
    if (lower.startsWith(name) && !/^[\p{L}\p{N}_-]/u.test(after.slice(name.length))) {
      return { heading: parts[name], length: sep[0].length + name.length };
    }
  }
  return null;
}

/**
 * Parses one reference group after "spec N " at `text[pos]`: items, ranges, named parts and
 * continuations ("§2, §4", "§4 'User save', §5"). Returns the headings and where the group ends, or
 * null when a section is not in the mapping (the text then stays as it is).
 */
function parseGroup(text, pos, doc, hint) {
  const headings = [];
  let at = pos;
  for (;;) {
    const rest = text.slice(at);
    const item = ITEM.exec(rest);
    if (!item) return null;
    at += item[0].length;
    const from = { sec: item[1], sub: item[2] };
    const range = RANGE.exec(text.slice(at));
    let keys = [key(doc, from.sec, from.sub)];
    if (range) {
      at += range[0].length;
      keys = expandRange(doc, from, { sec: range[1], sub: range[2] });
    }
    for (const k of keys) if (!SECTIONS[k]) return { unmapped: k };
    // Named parts belong to the last (or only) section of the item.
    const last = keys[keys.length - 1];
    const named = [];
    for (let first = true; ; first = false) {
      const p = part(text.slice(at), PARTS[last], first);
      if (!p) break;
      named.push(p.heading);
      at += p.length;
    }
    for (const k of keys.slice(0, -1)) headings.push(SECTIONS[k]);
    headings.push(...(named.length ? named : [(keys.length === 1 && hint(last)) || SECTIONS[last]]));
    const cont = CONTINUE.exec(text.slice(at));
    if (!cont) break;
    at += cont[0].length;
  }
  return { headings, end: at };
}

/** The headings of a pointer's list '‹A›, ‹B›'. */
const names = (list) => [...list.matchAll(/‹([^›]+)›/g)].map((x) => x[1]);

const pointer = (capital, headings, german = false) =>
  `${german ? 'Produktregeln' : `${capital ? 'P' : 'p'}roduct rules`} ${[...new Set(headings)].map((h) => `‹${h}›`).join(', ')}`;

/** The heading a bare reference to `sectionKey` gets from its line or the file's path, or null. */
function hintFor(sectionKey, line, path) {
  for (const h of HINTS[sectionKey] ?? []) {
    if (h.line && h.line.test(line)) return h.heading;
  }
  for (const h of HINTS[sectionKey] ?? []) {
    if (h.path && path && h.path.test(path)) return h.heading;
  }
  return null;
}

/**
 * Rewrites every reference in `text` (of the file at `path`, relative to the repository, which
 * refines bare references). Returns the new text, the replacements and what stayed.
 */
export function rewrite(text, path = '') {
  const replacements = [];
  const unmapped = [];
  let out = '';
  let last = 0;
  START.lastIndex = 0;
  let lastDoc = null;
  let lastEnd = -Infinity;
  for (let m; (m = START.exec(text)); ) {
    const bare = m[3] === undefined;
    const doc = bare ? (m.index - lastEnd <= BARE_REACH ? lastDoc : null) : m[3];
    if (!doc) {
      unmapped.push({ index: m.index, key: null });
      START.lastIndex = m.index + 1;
      continue;
    }
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    const group = parseGroup(text, m.index + m[0].length, doc, (k) => hintFor(k, line, path));
    if (!group || group.unmapped) {
      unmapped.push({ index: m.index, key: group?.unmapped ?? null });
      START.lastIndex = m.index + m[0].length + 1; // past its '§', so it is reported once
      continue;
    }
    const replacement = pointer(m[1] === 'S', group.headings, m[2] !== undefined);
    out += text.slice(last, m.index) + replacement;
    replacements.push({ index: m.index, from: text.slice(m.index, group.end), to: replacement });
    last = group.end;
    lastDoc = doc;
    lastEnd = group.end;
    START.lastIndex = group.end;
  }
  out += text.slice(last);
  // "product rules ‹A› / product rules ‹B›" (two references side by side) → one pointer; across a line
  // break of a comment the break and the comment's prefix stay, only the repeated words go.
  const ADJACENT = /([Pp])roduct rules ((?:‹[^›\n]+›, )*‹[^›\n]+›)(\s*[,;/]\s*(?:and\s+)?|\s+and\s+|,\n[ \t]*(?:\/\/|#|\*|--)[ \t]*)product rules ((?:‹[^›\n]+›, )*‹[^›\n]+›)/g;
  let merged = out;
  do {
    out = merged;
    merged = out.replace(ADJACENT, (_, p, a, sep, b) => {
      if (!sep.includes('\n')) return pointer(p === 'P', [...names(a), ...names(b)]);
      const first = names(a);
      const rest = names(b).filter((h) => !first.includes(h));
      return rest.length ? `${pointer(p === 'P', first)}${sep}${rest.map((h) => `‹${h}›`).join(', ')}` : pointer(p === 'P', first) + sep.replace(/^,/, '');
    });
  } while (merged !== out);
  return { text: out, replacements, unmapped };
}

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function main(argv) {
  const arg = (name) => argv.includes(name);
  const rootAt = argv.indexOf('--root');
  const root = resolve(rootAt >= 0 ? argv[rootAt + 1] : process.cwd());
  const check = arg('--check');
  const dry = arg('--dry-run');
  const verbose = arg('--verbose');
  let changedFiles = 0;
  let count = 0;
  const remaining = [];
  const unmapped = [];
  const generatedLeft = [];
  for (const dir of DIRS) {
    for (const path of files(join(root, dir))) {
      const rel = relative(root, path);
      if (rel === SELF || rel.startsWith(SELF + '/')) continue;
      const text = readFileSync(path, 'utf8');
      if (!REMAINING.test(text) && !/\b(?:[Ss]pec|Spezifikation)\s+[12]\s+§/.test(text)) continue;
      if (check) {
        text.split('\n').forEach((line, i) => {
          if (REMAINING.test(line)) remaining.push(`${rel}:${i + 1}: ${line.trim()}${GENERATED.has(rel) ? ' (generated: npm run mesh && npm run codegen)' : ''}`);
        });
        continue;
      }
      if (GENERATED.has(rel)) {
        generatedLeft.push(rel);
        continue;
      }
      const result = rewrite(text, rel);
      for (const u of result.unmapped) unmapped.push(`${rel}:${lineOf(text, u.index)}: ${text.slice(u.index, u.index + 60).split('\n')[0]}${u.key ? ` (no heading for ${u.key})` : ''}`);
      if (result.text === text) continue;
      changedFiles++;
      count += result.replacements.length;
      if (verbose) for (const r of result.replacements) console.log(`${rel}:${lineOf(text, r.index)}: ${r.from} → ${r.to}`);
      if (!dry) writeFileSync(path, result.text);
    }
  }
  if (check) {
    if (remaining.length) {
      console.error(`${remaining.length} spec reference(s) remain (run node tools/spec-refs/rewrite.mjs):`);
      for (const r of remaining) console.error('  ' + r);
      return 1;
    }
    console.log('No spec references remain.');
    return 0;
  }
  console.log(`${dry ? 'Would rewrite' : 'Rewrote'} ${count} reference(s) in ${changedFiles} file(s).`);
  if (generatedLeft.length) {
    console.log(`Generated, not rewritten: ${generatedLeft.join(', ')}. Regenerate with npm run mesh && npm run codegen.`);
  }
  if (unmapped.length) {
    console.log(`${unmapped.length} reference(s) left as they were (no mapping):`);
    for (const u of unmapped) console.log('  ' + u);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('rewrite.mjs')) {
  process.exitCode = main(process.argv.slice(2));
}
