// Pages only the dev server shows: the error overlay and the crash page. Both reload by themselves once fixed.
import { formatDiagnostic } from '../errors.js';
import type { Diagnostic } from '../types.js';
import { LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';
import { escapeHtml } from '../shared/html.js';

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;background:#1b1d23;color:#f2f3f5}
main{max-width:60rem;margin:0 auto;padding:2rem}h1{color:#ff8a80}pre{white-space:pre-wrap;background:#111318;border:1px solid #3a3f4b;border-radius:8px;padding:1rem;font:14px/1.5 ui-monospace,monospace}
.where{color:#8ab4ff}button{font:inherit;padding:.5rem 1.2rem;border-radius:6px;border:0;background:#8c8ff8;color:#0b0c10;font-weight:600;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style><script src="${LIVE_RELOAD_SCRIPT_PATH}" defer></script></head><body><main>${body}</main></body></html>`;
}

export function overlayPage(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const items = errors
    .map((d) => `<li><p class="where">${escapeHtml(d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : 'site')}</p><pre>${escapeHtml(formatDiagnostic(d))}</pre></li>`)
    .join('');
  return page(
    'Build error',
    `<h1>The site has ${errors.length} error${errors.length === 1 ? '' : 's'}</h1><p>Fix the file and save it: this page reloads by itself.</p><ul>${items}</ul>`,
  );
}

export function crashPage(diagnostic: Diagnostic): string {
  return page(
    'This page crashed.',
    `<h1>This page crashed.</h1><button type="button" onclick="location.reload()">Try again</button><pre>${escapeHtml(diagnostic.message)}</pre>${
      diagnostic.file ? `<p class="where">${escapeHtml(diagnostic.file)}</p>` : ''
    }`,
  );
}
