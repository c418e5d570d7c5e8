import { useStrings, withParts } from './strings.js';

/** "Edit this page" and "Last updated on … by …" under a doc, as Docusaurus words them; nothing when neither is set. */
export function DocMeta({ editUrl, lastUpdate }: { editUrl?: string; lastUpdate?: { date?: string; author?: string } }) {
  const { t, date: formatDate, localized } = useStrings();
  const { date, author } = lastUpdate ?? {};
  if (!editUrl && !date && !author) return null;
  return (
    <div className="doc-meta">
      {editUrl ? (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          {t('theme.common.editThisPage', 'Edit this page')}<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {(date || author) && localized ? (
        <p className="doc-last-update">
          {withParts(t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), {
            atDate: date ? withParts(t('theme.lastUpdated.atDate', ' on {date}'), { date: <time dateTime={date}>{formatDate(date)}</time> }) : null,
            byUser: author ? withParts(t('theme.lastUpdated.byUser', ' by {user}'), { user: <span className="doc-last-update-author">{author}</span> }) : null,
          })}
        </p>
      ) : date || author ? (
        <p className="doc-last-update">
          Last updated
          {date ? (
            <>
              {' on '}
              <time dateTime={date}>{formatDate(date)}</time>
            </>
          ) : null}
          {author ? (
            <>
              {' by '}
              <span className="doc-last-update-author">{author}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
