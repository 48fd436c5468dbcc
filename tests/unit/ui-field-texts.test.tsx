// German texts of the shared form fields: a date field shows 'TT.MM.JJJJ' with leading
// zeros like every German date of the product, and a select never falls back to react-aria's
// 'Element wählen'.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatePicker } from '../../src/views/ui/DatePicker.tsx';
import { Select } from '../../src/views/ui/Select.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('shared form fields in German', () => {
  it('a date field pads day and month with zeros (05.01.2027, not 5.1.2027)', () => {
    const html = renderToStaticMarkup(<DatePicker label="Ende" value="2027-01-05" onChange={() => {}} />);
    expect(text(html).replace(/ /g, '')).toContain('05.01.2027');
  });

  it('a select without a choice shows a German placeholder, never the react-aria default', () => {
    const html = renderToStaticMarkup(<Select label="Kennzahl" items={[{ id: 'a', label: 'A' }]} />);
    expect(html).not.toContain('Element wählen');
    expect(text(html)).toContain('Bitte wählen');
  });
});
