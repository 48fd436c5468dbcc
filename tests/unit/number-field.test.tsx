// Numeric inputs read and show German notation whatever the browser's language
// ('3,5' is 3.5, '9.450' is 9450; the reading itself: parseGermanNumber in format.test.ts). A
// type="number" input reads '3,5' as 35 or nothing in a German browser: none may be left.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NumberField } from '../../src/views/ui/NumberField.tsx';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('numbers in de-DE', () => {
  it('the NumberField shows a value in German notation, as a text input', () => {
    const html = renderToStaticMarkup(<NumberField label="Wert" defaultValue={9450.5} onChange={() => {}} />);
    expect(html).toContain('value="9.450,5"');
    expect(html).not.toContain('type="number"');
    expect(renderToStaticMarkup(<NumberField label="Wert" defaultValue={3.5} onChange={() => {}} />)).toContain('value="3,5"');
  });

  it('no view uses an <input type="number">', () => {
    const offenders = files('src/views').filter((f) => /type=["{']+number/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
