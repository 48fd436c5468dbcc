// 'Zurück' / 'Weiter' under a server-paged list, with the range shown ('51–100 von 10.000 LDWUs').
import { LIST_PAGE_SIZE, pageCount, pageRangeText } from '../../domain/list-sort.ts';
import { Button } from './Button.tsx';
import './list.css';

export interface PagerProps {
  page: number;
  count: number;
  /** The rows' plural noun as it follows 'von 10.000' ('LDWUs', 'Benutzer'). */
  noun: string;
  onPage: (page: number) => void;
  label: string;
  /** Rows per page (the lists' LIST_PAGE_SIZE unless a screen pages otherwise). */
  size?: number;
}

export function Pager({ page, count, noun, onPage, label, size = LIST_PAGE_SIZE }: PagerProps) {
  const pages = pageCount(count, size);
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" isDisabled={page <= 0} onPress={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span className="pager__range">
        {pageRangeText(page, count, noun, size)}
        {pages > 1 ? <span className="pager__pages"> · Seite {(page + 1).toLocaleString('de-DE')} von {pages.toLocaleString('de-DE')}</span> : null}
      </span>
      <Button variant="secondary" isDisabled={page >= pages - 1} onPress={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}
