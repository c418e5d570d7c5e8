// `@theme/Tabs` and `@theme/TabItem` drawn by the site's own code (a React page or a component that draws tabs
// itself), with the markup lendocs gives the tabs of an MDX file (load/mdx/components.ts), so the client script
// (client/tabs.ts) and the styles work the same: a tab list of buttons, then a panel per item. The selected tab is
// Docusaurus's: the item marked `default`, else `defaultValue`, else the first; `values` gives labels and order
// where the items do not. Without JavaScript every panel shows, as in MDX.
import * as React from 'react';
import { builtin } from '../builtin-marks.js';
import { drawsWritten } from '../written-builtins.js';
import { ComponentError } from '../component-error.js';
import { tabSlug } from '../../mdx/tabs-markup.js';

type Props = Record<string, any> & { children?: React.ReactNode };

interface Item {
  value: string;
  label: string;
  selected: boolean;
  className?: string;
  children?: React.ReactNode;
}

/**
 * The TabItem children of a Tabs, as Docusaurus reads them: each an element with a `value` prop, every value once;
 * anything else is an error, as Docusaurus's Tabs throws one. Markdown children an MDX file passes through a
 * component are already drawn (a piece of HTML, not TabItem elements): such tabs belong in the MDX file.
 */
function itemsOf({ children, values, defaultValue }: Props): Item[] {
  const elements = React.Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
  for (const child of elements) {
    if (React.isValidElement(child) && (child.props as Props).value !== undefined) continue;
    const name = React.isValidElement(child) ? (typeof child.type === 'string' ? child.type : (child.type as { name?: string }).name ?? 'component') : 'Markdown';
    throw new ComponentError(`<Tabs> drawn by a component takes <TabItem> children, each with a "value"; it was given <${name}>.`, name === 'Markdown' ? 'Write <Tabs> and its <TabItem>s in the MDX file itself: the Markdown an MDX file passes to a component is drawn already.' : 'Give <Tabs> only <TabItem value="…"> children, as Docusaurus requires.');
  }
  const seen = new Set<string>();
  for (const child of elements as React.ReactElement<Props>[]) {
    const value = String(child.props.value);
    if (seen.has(value)) throw new ComponentError(`<Tabs> has the value "${value}" twice.`, 'Give every <TabItem> of a <Tabs> its own value, as Docusaurus requires.');
    seen.add(value);
  }
  const labels = Array.isArray(values) ? (values as { value: unknown; label?: unknown }[]) : [];
  const items = (elements as React.ReactElement<Props>[]).map((element) => {
    const { value, label, default: isDefault, className, children: content } = element.props;
    const written = String(value);
    return { value: written, label: String(label ?? labels.find((entry) => String(entry.value) === written)?.label ?? written), selected: isDefault === true || (defaultValue !== undefined && String(defaultValue) === written), className, children: content };
  });
  if (!items.some((item) => item.selected) && items[0]) items[0].selected = true;
  return items;
}

const Tabs = ({ className, groupId, queryString, ...rest }: Props) => {
  // Unique within the drawing; made from the tabs' values so that it reads like the MDX tabs' ids.
  const id = `tabs-${React.useId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}`;
  const items = itemsOf(rest);
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  const itemId = (item: Item, index: number) => `${id}-${tabSlug(item.value) || index + 1}`;
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} data-tabs="" data-group-id={groupId} data-query-string={query}>
      <div role="tablist" className="tabs__list">
        {items.map((item, index) => (
          <button key={item.value} type="button" role="tab" className="tabs__tab" id={itemId(item, index)} aria-controls={`${itemId(item, index)}-panel`} aria-selected={item.selected} data-value={item.value}>
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={item.value} role="tabpanel" className={['tabs__panel', item.className].filter(Boolean).join(' ')} id={`${itemId(item, index)}-panel`} aria-labelledby={itemId(item, index)} data-value={item.value} tabIndex={0}>
          {item.children}
        </div>
      ))}
    </div>
  );
};

/** A TabItem drawn outside a Tabs: its panel alone. */
const TabItem = ({ value, className, children }: Props) => (
  <div role="tabpanel" className={['tabs__panel', className].filter(Boolean).join(' ')} data-value={value === undefined ? undefined : String(value)} tabIndex={0}>
    {children}
  </div>
);

// Given a TabItem an MDX file wrote inside a component, as it was written: the HTML lendocs drew for it (written-builtins.ts).
export const tabsStandIns = { Tabs: builtin('Tabs', drawsWritten(Tabs)), TabItem: builtin('TabItem', drawsWritten(TabItem)) };
