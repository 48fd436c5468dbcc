// `npm start` refuses an environment it cannot serve correctly: with DATABASE_URL (several instances
// possible) the mail links need PUBLIC_URL, or each instance would link to itself.
import { describe, expect, it } from 'vitest';
import { loadConfig, startProblem } from '../../src/config.ts';

describe('start check', () => {
  it('requires PUBLIC_URL when DATABASE_URL is set, with a German message naming it', () => {
    const problem = startProblem({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/herdenblick' });
    expect(problem).toMatch(/^PUBLIC_URL fehlt: Mit DATABASE_URL /);
    expect(problem).toContain('PUBLIC_URL=https://');
    expect(startProblem({ DATABASE_URL: 'postgres://x/y', PUBLIC_URL: '  ' })).toBe(problem);
  });

  it('starts with PUBLIC_URL set, and on the embedded database without it', () => {
    expect(startProblem({ DATABASE_URL: 'postgres://x/y', PUBLIC_URL: 'https://herdenblick.example' })).toBeNull();
    expect(startProblem({})).toBeNull();
    expect(startProblem({ DATABASE_URL: '' })).toBeNull();
    // Without DATABASE_URL the links point at this one server.
    expect(loadConfig({ PORT: '4000' }, []).publicUrl).toBe('http://localhost:4000');
  });
});
