// Docusaurus's `@theme/TOC` and `@theme/TOCItems`, as a site's component draws them with a `toc` it was given (a
// plugin's route whose Markdown module carries `toc`: route-markdown.ts; a docItemComponent's `content.toc`): the
// headings from minHeadingLevel to maxHeadingLevel (the theme config's, 2 and 3 by default) as the nested list the
// classic theme's server render writes, each entry a link to its heading. `toc` is Docusaurus 3's flat list
// ({ value, id, level }); Docusaurus 2's first versions gave a tree ({ value, id, children }), read too.
import * as React from 'react';

type Props = Record<string, any> & { children?: React.ReactNode }; // eslint-disable-line @typescript-eslint/no-explicit-any

interface TocEntry {
  value: string;
  id: string;
  level: number;
}
interface TocNode extends TocEntry {
  children: TocNode[];
}

/** The entries in reading order, each with its level (a tree's depth gives one: its top entries are h2). */
function flat(toc: unknown, depth = 2): TocEntry[] {
  if (!Array.isArray(toc)) return [];
  return toc.flatMap((item: Props) => {
    if (!item || typeof item.id !== 'string') return [];
    const entry = { value: String(item.value ?? ''), id: item.id, level: typeof item.level === 'number' ? item.level : depth };
    return [entry, ...flat(item.children, entry.level + 1)];
  });
}

/** The entries within the levels, each nested under the nearest entry before it of a higher level. */
function tree(entries: TocEntry[], min: number, max: number): TocNode[] {
  const top: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries.filter((one) => one.level >= min && one.level <= max)) {
    const node = { ...entry, children: [] };
    while (open.length && open[open.length - 1].level >= node.level) open.pop();
    (open.length ? open[open.length - 1].children : top).push(node);
    open.push(node);
  }
  return top;
}

function Items({ nodes, className, linkClassName }: { nodes: TocNode[]; className?: string; linkClassName?: string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={linkClassName} dangerouslySetInnerHTML={{ __html: node.value }} />
          <Items nodes={node.children} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

const levels = (props: Props) => ({ min: typeof props.minHeadingLevel === 'number' ? props.minHeadingLevel : 2, max: typeof props.maxHeadingLevel === 'number' ? props.maxHeadingLevel : 3 });

/** `@theme/TOCItems`: the list alone. */
export function TOCItems(props: Props) {
  const { min, max } = levels(props);
  return <Items nodes={tree(flat(props.toc), min, max)} className={props.className ?? 'table-of-contents table-of-contents__left-border'} linkClassName={props.linkClassName ?? 'table-of-contents__link'} />;
}

/** `@theme/TOC`: the list in the box the classic theme draws beside a page. */
export function TOC({ className, ...props }: Props) {
  return (
    <div className={['tableOfContents', 'thin-scrollbar', className].filter(Boolean).join(' ')}>
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" />
    </div>
  );
}
