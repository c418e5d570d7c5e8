import type { Route, RouteData, Site, ThemeOverrides } from '../src/types.js';
import { Slot } from './ThemeSlot.js';
import { fillDocCards } from '../src/render/doc-cards.js';
import { DocMeta } from './DocMeta.js';
import { Markdown } from './Markdown.js';
import { Pager } from './Pager.js';
import { TagList } from './TagList.js';
import { MobileToc, Toc } from './Toc.js';
import { hrefFor } from '../src/shared/url-path.js';
import { useStrings } from './strings.js';

type DocData = Extract<RouteData, { type: 'doc' }>;

/** Docusaurus's notice on a version other than the last, leading to this doc in the last version. */
function VersionBanner({ banner, label, site }: { banner: NonNullable<NonNullable<DocData['version']>['banner']>; label: string; site: Site }) {
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <p className="admonition-content">
        {banner.kind === 'unreleased' ? `This is unreleased documentation for ${site.config.title} ${label} version.` : `This is documentation for ${site.config.title} ${label}, which is no longer actively maintained.`}
      </p>
      {banner.latest ? (
        <p className="admonition-content">
          For up-to-date documentation, see the{' '}
          <a href={hrefFor(banner.latest.href)}>
            <b>latest version</b>
          </a>{' '}
          ({banner.latest.label}).
        </p>
      ) : null}
    </div>
  );
}

export function DocPage({ route, data, site, theme = {} }: { route: Route; data: DocData; site: Site; theme?: ThemeOverrides }) {
  const { page } = data;
  const { t } = useStrings();
  const fm = page.frontMatter;
  const tocMin = (fm.toc_min_heading_level as number) ?? 2;
  const tocMax = (fm.toc_max_heading_level as number) ?? 3;
  // As in Docusaurus: a doc of an instance with several versions says which, unless its version's badge option says
  // otherwise (as it may for a single version too); without the option, a single version only with showVersionBadge.
  const versionBadge = data.versionBadge ?? (site.config.docs.showVersionBadge ? site.config.docs.versionLabel : false);
  // The home crumb shows its name: "Home" in English, as it always has; in a translation, the translated name, which
  // its label must hold (a label that does not hold the visible word fails WCAG's label-in-name).
  const homeLabel = t('theme.docs.breadcrumbs.home', 'Home page');
  return (
    <div className="doc-layout">
      <article className="doc-article">
        <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
          <ol>
            <li>
              <a href={hrefFor(site.homePath)} aria-label={homeLabel}>
                {homeLabel === 'Home page' ? 'Home' : homeLabel}
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
        {data.version?.banner ? <VersionBanner banner={data.version.banner} label={data.version.label} site={site} /> : null}
        {versionBadge ? <span className="version-badge">{t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: versionBadge })}</span> : null}
        {/* `title: ""` with no # heading in the content: Docusaurus draws no h1, and an empty one helps nobody. */}
        {fm.hide_title === true || !(page.heading ?? page.title) ? null : <h1 id={page.titleId}>{page.heading ?? page.title}</h1>}
        {fm.hide_table_of_contents === true ? null : <MobileToc headings={page.headings} min={tocMin} max={tocMax} />}
        <Slot name="DocItem" html={theme.DocItem}>
          <Slot name="MDXContent" html={theme.MDXContent}>
            <Markdown html={page.hasDocCardList ? fillDocCards(page.html, route, site) : page.html} />
          </Slot>
        </Slot>
        <Slot name="DocItem/Footer" html={theme['DocItem/Footer']}>
          <TagList tags={data.tags} />
          <DocMeta editUrl={data.editUrl} lastUpdate={data.lastUpdate} />
        </Slot>
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
