// The README is the user's door: its demo-account table and configuration list must stay true.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tools/seed/demo-accounts.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('lists every demo account the generator creates, and nothing else', () => {
    const listed = [...readme.matchAll(/^\| `([^`]+@herdenblick\.example)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(readme).toContain(`Passwort für alle: \`${DEMO_PASSWORD}\``);
  });

  it('documents every environment variable the server reads', () => {
    const config = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');
    const used = [...new Set([...config.matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]!))].filter((v) => v !== 'NODE_ENV');
    for (const variable of used) expect(readme, variable).toContain(`\`${variable}\``);
  });

  it('shows the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
