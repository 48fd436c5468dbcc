// Renders the legal texts' Markdown subset ('#' headings, blank-line paragraphs whose single line
// breaks are kept (addresses), '-' list items) as
// React elements – never as HTML, so a text cannot inject markup. Heading levels start below the
// page's h1; a leading top-level heading is dropped when the page shows its own title.
import type { ReactNode } from 'react';

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parsePlainMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
    } else if (item) {
      if (paragraph.length) flush();
      (list ??= []).push(item[1]!);
    } else if (list && raw.startsWith('  ')) list[list.length - 1] += ` ${line}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export function PlainMarkdown({ source, dropLeadingTitle = true }: { source: string; dropLeadingTitle?: boolean }) {
  let blocks = parsePlainMarkdown(source);
  if (dropLeadingTitle && blocks[0]?.kind === 'heading' && blocks[0].level === 1) blocks = blocks.slice(1);
  const out: ReactNode[] = blocks.map((b, i) => {
    if (b.kind === 'heading') {
      const level = Math.min(6, b.level + 1);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag key={i}>{b.text}</Tag>;
    }
    if (b.kind === 'list') {
      return (
        <ul key={i}>
          {b.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ul>
      );
    }
    return <p key={i}>{b.text}</p>;
  });
  return <div className="legal-text">{out}</div>;
}
