// A part of the page the site replaced with its own component (src/theme/X, rendered once per build by the load
// stage): its HTML, with lendocs's own part (`own`) where the override draws `@theme-original/X` or its children.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillSlot } from '../src/shared/theme-slot.js';

export function ThemeSlot({ name, html, own }: { name: string; html: string; own?: ReactNode }) {
  return <div className="theme-override" data-theme-override={name} dangerouslySetInnerHTML={{ __html: fillSlot(html, () => (own === undefined ? '' : renderToStaticMarkup(<>{own}</>))) }} />;
}

/** `own` inside the override of `name` when the site has one, else `own` alone. */
export function Slot({ name, html, children }: { name: string; html: string | undefined; children: ReactNode }) {
  return html === undefined ? <>{children}</> : <ThemeSlot name={name} html={html} own={children} />;
}
