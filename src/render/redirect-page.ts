// The page left at an old URL (config `redirects`, `clientRedirects`): it sends the reader on at once, by a refresh
// that works without JavaScript, a script that keeps the ?query and #fragment (as Docusaurus's does, unless the new
// URL has its own), and a plain link; search engines are pointed at the new URL and told not to index this one. No
// site chrome: nobody should see it for more than an instant.
import { escapeHtml } from '../shared/html.js';
import { inlineJson } from '../shared/inline-json.js';
import { publicHref } from '../shared/base-url.js';
import { hrefFor } from '../shared/url-path.js';
import type { Site } from '../types.js';
import { absoluteUrl } from './json-ld.js';

export function redirectPage(to: string, site: Site): string {
  const canonical = absoluteUrl(site, hrefFor(to));
  const href = publicHref(site.config, hrefFor(to));
  const attribute = escapeHtml(href);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    `<title>Redirecting to ${escapeHtml(to)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${attribute}">`,
    `<script>location.replace(${inlineJson(href)}${/[?#]/.test(href) ? '' : ' + location.search + location.hash'})</script>`,
    `</head><body><p>This page has moved to <a href="${attribute}">${escapeHtml(to)}</a>.</p></body></html>`,
  ].join('');
}
