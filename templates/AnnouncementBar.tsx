import type { Site } from '../src/types.js';
import { useStrings } from './strings.js';

/** The bar's content is trusted HTML from the site config. Its dismissal is handled by the head script and client. */
export function AnnouncementBar({ site }: { site: Site }) {
  const bar = site.config.announcementBar;
  const { t } = useStrings();
  if (!bar) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-bar data-announcement-id={bar.id}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible ? (
        <button type="button" className="announcement-close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')} data-announcement-close>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="m5.6 4.2 6.4 6.4 6.4-6.4 1.4 1.4-6.4 6.4 6.4 6.4-1.4 1.4-6.4-6.4-6.4 6.4-1.4-1.4 6.4-6.4-6.4-6.4z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
