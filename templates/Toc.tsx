import { useStrings } from './strings.js';
import type { Heading } from '../src/types.js';

/** Table of contents of h2–h3 (or the page's own toc levels). */
export function Toc({ headings, min = 2, max = 3, collapsed = false }: { headings: Heading[]; min?: number; max?: number; collapsed?: boolean }) {
  const { t } = useStrings();
  const shown = headings.filter((h) => h.level >= min && h.level <= max);
  if (shown.length === 0) return null;
  const title = t('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  // The collapsed copy above the text is a plain list: the column's TOC (data-toc) is the one that follows reading.
  return (
    <nav className="toc" aria-label={collapsed ? 'Contents of this page' : title} data-toc={collapsed ? undefined : ''}>
      <p className="toc-title">{title}</p>
      <ul>
        {shown.map((heading) => (
          <li key={heading.id} className={`toc-level-${heading.level}`}>
            <a className="toc-link" data-toc-link={collapsed ? undefined : ''} href={`#${heading.id}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same contents, collapsed above the text, for screens too narrow for the TOC column (styles.css). */
export function MobileToc(props: { headings: Heading[]; min?: number; max?: number }) {
  const { headings, min = 2, max = 3 } = props;
  const { t } = useStrings();
  if (!headings.some((h) => h.level >= min && h.level <= max)) return null;
  return (
    <details className="toc-mobile">
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      <Toc {...props} collapsed />
    </details>
  );
}
