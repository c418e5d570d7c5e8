// The docs version choice ("Next", the only one) is remembered, as Docusaurus does, for version-aware links.
import { writeStorage } from './storage.js';

export function mountDocsVersion(): void {
  if (document.body.classList.contains('docs-doc-page')) writeStorage('docs-preferred-version-default', 'current');
}
