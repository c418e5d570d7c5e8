import { useStrings } from './strings.js';
import type { NavLink } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';

export function Pager({ previous, next, label, previousLabel, nextLabel }: { previous?: NavLink; next?: NavLink; label: string; previousLabel?: string; nextLabel?: string }) {
  const { t } = useStrings();
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <a className="pager-link pager-previous" href={hrefFor(previous.href)} rel="prev">
          <span className="pager-sublabel">{previousLabel ?? t('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pager-label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager-link pager-next" href={hrefFor(next.href)} rel="next">
          <span className="pager-sublabel">{nextLabel ?? t('theme.docs.paginator.next', 'Next')}</span>
          <span className="pager-label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
