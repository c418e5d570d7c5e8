import type { NavLink } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';

export function Pager({ previous, next, label, previousLabel = 'Previous', nextLabel = 'Next' }: { previous?: NavLink; next?: NavLink; label: string; previousLabel?: string; nextLabel?: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <a className="pager-link pager-previous" href={hrefFor(previous.href)} rel="prev">
          <span className="pager-sublabel">{previousLabel}</span>
          <span className="pager-label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager-link pager-next" href={hrefFor(next.href)} rel="next">
          <span className="pager-sublabel">{nextLabel}</span>
          <span className="pager-label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
