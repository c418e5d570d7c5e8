// A locale's sidebar labels from its `current.json` (or `version-<name>.json`), as Docusaurus's docs plugin reads
// them: `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>` and `sidebar.<sidebar>.doc.<label>`,
// each `{ "message": "…" }`. A sidebar lendocs makes from the folder tree has no name: any sidebar's key is read for it.
import type { SidebarItem } from '../types.js';

const KEY = /^sidebar\.([^.]+)\.(category|link|doc)\.(.+)$/;
const GENERATED_INDEX = /\.link\.generated-index\.(title|description)$/;

/** The sidebars with their labels translated; the same arrays when `messages` translates none of them. */
export function translateSidebars(sidebars: SidebarItem[][], names: (string | undefined)[], messages: Readonly<Record<string, string>> | undefined): SidebarItem[][] {
  if (!messages || Object.keys(messages).length === 0) return sidebars;
  // For an unnamed sidebar: kind and label → message, from whichever sidebar's key names them.
  const anyName = new Map<string, string>();
  for (const [key, message] of Object.entries(messages)) {
    const found = KEY.exec(key);
    if (found && !GENERATED_INDEX.test(key)) anyName.set(`${found[2]}.${found[3]}`, message);
  }
  return sidebars.map((items, index) => {
    const name = names[index];
    const lookup = (kind: string, label: string) => (name === undefined ? anyName.get(`${kind}.${label}`) : messages[`sidebar.${name}.${kind}.${label}`]);
    return items.map((item) => translated(item, lookup));
  });
}

function translated(item: SidebarItem, lookup: (kind: string, label: string) => string | undefined): SidebarItem {
  if (item.type === 'category') return { ...item, label: lookup('category', item.label) ?? item.label, items: item.items.map((child) => translated(child, lookup)) };
  if (item.type === 'link') return { ...item, label: lookup(item.source ? 'doc' : 'link', item.label) ?? item.label };
  return item;
}
