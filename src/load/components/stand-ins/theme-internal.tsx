// What `@docusaurus/theme-common/internal` gives the theme's own components, which theme packages build theirs on
// (an OpenAPI theme's tabs read useTabs and sanitizeTabsChildren; its code block the code-block helpers): the same
// values as Docusaurus's on the server, where no tab was chosen, nothing scrolls and code does not wrap.
import * as React from 'react';

type Props = Record<string, any> & { children?: React.ReactNode };

const stay = () => undefined;

interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** A child that is an element with a `value` prop: a TabItem, as Docusaurus tells them. */
const isTabItem = (child: unknown): child is React.ReactElement<Props> => React.isValidElement(child) && typeof child.props === 'object' && child.props !== null && 'value' in (child.props as object);

/** The children of a Tabs, as Docusaurus's sanitizeTabsChildren keeps them; anything but a TabItem is Docusaurus's error. */
export function sanitizeTabsChildren(children: React.ReactNode): React.ReactElement<Props>[] {
  return React.Children.toArray(children)
    .filter((child) => child !== '\n')
    .map((child) => {
      if (!child || isTabItem(child)) return child;
      const type = React.isValidElement(child) ? (typeof child.type === 'string' ? child.type : (child.type as { name?: string }).name) : typeof child;
      throw new Error(`Docusaurus error: Bad <Tabs> child <${type}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`);
    })
    .filter(Boolean) as React.ReactElement<Props>[];
}

type TabsValue = { selectedValue: string | undefined; selectValue: () => void; tabValues: TabValue[]; lazy: boolean; block: boolean };

/**
 * Docusaurus's tabs state on the server: the tabs' values (from `values`, else the items'), the selected one (the
 * `defaultValue`, else the item marked `default`, else the first), and a selectValue that changes nothing.
 */
export function useTabsContextValue(props: Props): TabsValue {
  const items = sanitizeTabsChildren(props.children);
  const tabValues: TabValue[] = Array.isArray(props.values) ? props.values : items.map(({ props: item }) => ({ value: item.value, label: item.label, attributes: item.attributes, default: item.default }));
  const chosen = props.defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabValues[0]?.value;
  return { selectedValue: chosen ?? undefined, selectValue: stay, tabValues, lazy: Boolean(props.lazy), block: Boolean(props.block) };
}

// Docusaurus 3.9 split useTabs(props) in two: a Tabs computes its value with useTabsContextValue(props) and hands it
// down with TabsProvider, and its parts read it with useTabs(). Theme packages built on either version are drawn.
const TabsContext = React.createContext<TabsValue | null>(null);

export function TabsProvider({ value, children }: { value: TabsValue; children?: React.ReactNode }): React.ReactElement {
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

export function useTabs(props?: Props): TabsValue {
  const provided = React.useContext(TabsContext);
  if (props !== undefined) return useTabsContextValue(props);
  if (!provided) throw new Error('useTabsContext() must be used within a Tabs component');
  return provided;
}

/** The code-block helpers of theme-common's internals, as Docusaurus's read a block's metastring and class. */
export const codeBlockInternals = {
  parseCodeBlockTitle: (metastring?: string) => /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '',
  containsLineNumbers: (metastring?: string) => Boolean(metastring?.includes('showLineNumbers')),
  parseLanguage: (className: string) => /language-(?<lang>[\w-]+)/.exec(className ?? '')?.groups?.lang,
  parseLines: (content: string) => ({ lineClassNames: {}, code: content.replace(/\n$/, '') }),
  getPrismCssVariables: () => ({}),
  useCodeWordWrap: () => ({ codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: stay }),
};

/** The internals above, for `@docusaurus/theme-common/internal`'s stand-in. */
export const themeInternals = { sanitizeTabsChildren, useTabs, useTabsContextValue, TabsProvider, ...codeBlockInternals };
