import type { RouteData, Site } from '../src/types.js';
import { Markdown } from './Markdown.js';
import { Pager } from './Pager.js';
import { TagList } from './TagList.js';
import { MobileToc, Toc } from './Toc.js';
import { hrefFor } from '../src/shared/url-path.js';

type DocData = Extract<RouteData, { type: 'doc' }>;

export function DocPage({ data, site }: { data: DocData; site: Site }) {
  const { page } = data;
  const fm = page.frontMatter;
  const tocMin = (fm.toc_min_heading_level as number) ?? 2;
  const tocMax = (fm.toc_max_heading_level as number) ?? 3;
  return (
    <div className="doc-layout">
      <article className="doc-article">
        <nav className="breadcrumbs" aria-label="Breadcrumbs">
          <ol>
            <li>
              <a href={hrefFor(site.homePath)} aria-label="Home page">
                Home
              </a>
            </li>
            {data.breadcrumbs.map((crumb, index) => {
              const last = index === data.breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`}>
                  {last || !crumb.href ? <span aria-current={last ? 'page' : undefined}>{crumb.label}</span> : <a href={hrefFor(crumb.href)}>{crumb.label}</a>}
                </li>
              );
            })}
          </ol>
        </nav>
        {site.config.docs.showVersionBadge ? <span className="version-badge">Version: {site.config.docs.versionLabel}</span> : null}
        {fm.hide_title === true ? null : <h1 id={page.titleId}>{page.heading ?? page.title}</h1>}
        {fm.hide_table_of_contents === true ? null : <MobileToc headings={page.headings} min={tocMin} max={tocMax} />}
        <Markdown html={page.html} />
        <TagList tags={data.tags} />
        <Pager previous={data.previous} next={data.next} label="Docs pages" />
      </article>
      {fm.hide_table_of_contents === true ? null : (
        <aside className="toc-column">
          <Toc headings={page.headings} min={tocMin} max={tocMax} />
        </aside>
      )}
    </div>
  );
}
