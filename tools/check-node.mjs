// Runs before `npm start`, `npm run dev` and `npm test` (package.json pre-scripts), in plain
// JavaScript so that it works on any Node.js. The real requirement comes from Vite 8, Rolldown and
// oxlint: Node.js ^20.19 or ≥ 22.12, the versions that load ES modules through require().
// Keep REQUIRED_NODE equal to package.json "engines.node" (a unit test compares them).
export const REQUIRED_NODE = '^20.19.0 || >=22.12.0';

/** null when `version` (e.g. "v20.20.2") fits, else the German message to show. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const fits = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
  if (fits) return null;
  return (
    `Herdenblick braucht Node.js 20.19 oder neuer in Linie 20, sonst 22.12 oder neuer (gefunden: ${version}).\n` +
    'Ältere Versionen laden ES-Module nicht über require(), was Vite, Rolldown und oxlint voraussetzen.\n' +
    'Bitte Node.js aktualisieren, z. B. mit `nvm install 22`.'
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
