// The walls between the parts of the code base (ARCHITECTURE.md "Walls"), as data, and a scanner
// that reports every import crossing one. Module specifiers come from TypeScript's own pre-parser
// (static, dynamic and type-only imports, re-exports), so comments and strings do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  imports: string;
  wall: string;
}

// Framework, driver and I/O packages the pure parts never touch.
const FRAMEWORKS = [
  /^fastify$/, /^@fastify\//, /^drizzle-(orm|kit)(\/|$)/, /^pg(-[\w-]+)?(\/|$)/, /^@electric-sql\/pglite/,
  /^graphql(-[\w-]+)?(\/|$)/, /^@graphql-/, /^@omnigraph\//, /^@envelop\//, /^urql$/, /^@urql\//,
  /^react(-dom)?(\/|$)/, /^react-aria/, /^@react-aria\//, /^wouter/, /^xstate(\/|$)/, /^@xstate\//,
  /^@statelyai\//, /^nodemailer/, /^@nivo\//, /^vite/,
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|tls)$/,
];

type Target = { kind: 'path'; path: string } | { kind: 'package'; name: string };

interface Wall {
  name: string;
  /** Files the wall applies to (path prefixes). */
  files: string[];
  /** True when the import is not allowed from those files. */
  forbids(target: Target): boolean;
}

const under = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}.`));
const isFramework = (t: Target) => t.kind === 'package' && FRAMEWORKS.some((re) => re.test(t.name));

export const WALLS: Wall[] = [
  {
    name: 'src/engine imports only src/engine, src/domain and the catalogue (no framework, no I/O)',
    files: ['src/engine/'],
    forbids: (t) => isFramework(t) || (t.kind === 'path' && !under(t.path, ['src/engine/', 'src/domain/', 'src/api/catalogue/fields.ts'])),
  },
  {
    name: 'src/domain imports only src/domain (no framework, no I/O)',
    files: ['src/domain/'],
    forbids: (t) => isFramework(t) || (t.kind === 'path' && !under(t.path, ['src/domain/'])),
  },
  {
    name: 'src/api never imports the browser side (views, machines, app, gateway client) or the server entry',
    files: ['src/api/'],
    forbids: (t) => t.kind === 'path' && under(t.path, ['src/views', 'src/machines', 'src/app', 'src/gateway/client', 'src/main', 'src/server']),
  },
  {
    name: 'views and machines never import the API or the server',
    files: ['src/views/', 'src/machines/'],
    forbids: (t) => t.kind === 'path' && under(t.path, ['src/api', 'src/server', 'tools']),
  },
  {
    name: 'nothing in src imports tools/ (the demo-data generator stays outside the request path)',
    files: ['src/'],
    forbids: (t) => t.kind === 'path' && under(t.path, ['tools']),
  },
  {
    // The generator writes through the schema and shares the catalogue, the domain rules, the
    // configuration and the password hashing (demo logins must verify); it uses no request handling.
    name: 'tools/seed imports only itself, src/api/db, the catalogue, src/domain, src/config.ts and password hashing',
    files: ['tools/seed/'],
    forbids: (t) =>
      t.kind === 'path' &&
      !under(t.path, ['tools/seed/', 'src/api/db/', 'src/api/catalogue/', 'src/domain/', 'src/config.ts', 'src/api/auth/passwords.ts']),
  },
];

/**
 * Views send events and read queries; every write goes through the app's one write path
 * (src/app/write.ts). A view that runs a mutation itself (urql's useMutation or client.mutation,
 * or graphql-request) is reported with the line. Comments are left out.
 */
export function viewWrites(files: SourceFile[]): { file: string; line: number; text: string }[] {
  const found: { file: string; line: number; text: string }[] = [];
  for (const file of files) {
    if (!under(file.path, ['src/views/'])) continue;
    const lines = file.source.split('\n');
    lines.forEach((text, i) => {
      const code = text.replace(/\/\/.*$/, '');
      if (/\buseMutation\b|\.mutation\(|from ['"]graphql-request['"]/.test(code)) found.push({ file: file.path, line: i + 1, text: text.trim() });
    });
  }
  return found;
}

function resolveTarget(file: string, specifier: string): Target {
  if (specifier.startsWith('.')) return { kind: 'path', path: normalize(join(dirname(file), specifier)).replaceAll('\\', '/') };
  return { kind: 'package', name: specifier };
}

export function wallViolations(files: SourceFile[], walls: Wall[] = WALLS): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    const applying = walls.filter((w) => under(file.path, w.files));
    if (applying.length === 0) continue;
    const specifiers = ts.preProcessFile(file.source, true, true).importedFiles.map((f) => f.fileName);
    for (const specifier of specifiers) {
      const target = resolveTarget(file.path, specifier);
      for (const wall of applying) if (wall.forbids(target)) found.push({ file: file.path, imports: specifier, wall: wall.name });
    }
  }
  return found;
}

/** Every .ts/.tsx file below `dirs` of `root` (generated code included: it must keep the walls too). */
export function readSources(root: string, dirs: string[]): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) out.push({ path: relative(root, full).replaceAll('\\', '/'), source: readFileSync(full, 'utf8') });
    }
  };
  for (const dir of dirs) {
    try {
      walk(join(root, dir));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return out;
}
