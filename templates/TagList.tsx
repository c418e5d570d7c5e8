import type { TagInfo } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';
import { useStrings } from './strings.js';

export function TagList({ tags, label = 'Tags' }: { tags: TagInfo[]; label?: string }) {
  const { t } = useStrings();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">{label === 'Tags' ? t('theme.tags.tagsListLabel', 'Tags:') : `${label}:`}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <a className="tag" href={hrefFor(tag.href)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
