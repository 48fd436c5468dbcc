// A spinner's visible label keeps its trailing '…' on the line of the word before it (a lone
// ellipsis on a phone's next line looks like a glitch); the label a screen reader hears is unchanged.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../../src/views/ui/Spinner.tsx';

describe('Spinner', () => {
  it('joins the ellipsis to the last word in the shown label only', () => {
    const html = renderToStaticMarkup(<Spinner label="Aktueller Wert wird geladen …" showLabel />);
    expect(html).toContain('<span>Aktueller Wert wird geladen\u00a0…</span>');
    expect(html).toContain('aria-label="Aktueller Wert wird geladen …"');
    // A label without a trailing ellipsis is shown as it is.
    expect(renderToStaticMarkup(<Spinner label="Bitte warten" showLabel />)).toContain('<span>Bitte warten</span>');
  });
});
