import type { Heading } from '../src/types.js';

/** Table of contents of h2–h3 (or the page's own toc levels). */
export function Toc({ headings, min = 2, max = 3 }: { headings: Heading[]; min?: number; max?: number }) {
  const shown = headings.filter((h) => h.level >= min && h.level <= max);
  if (shown.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page" data-toc>
      <p className="toc-title">On this page</p>
      <ul>
        {shown.map((heading) => (
          <li key={heading.id} className={`toc-level-${heading.level}`}>
            <a className="toc-link" data-toc-link href={`#${heading.id}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
