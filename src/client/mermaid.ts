// ```mermaid diagrams are drawn in the browser by mermaid, loaded only on pages that have one (it is large).
// Without JavaScript the diagram's source stays readable.
import { MERMAID_SCRIPT } from '../shared/asset-paths.js';
import { siteUrl } from './site-url.js';

interface Mermaid {
  initialize(options: Record<string, unknown>): void;
  run(options: { nodes: Element[] }): Promise<void>;
}

let loading: Promise<Mermaid> | undefined;

function load(): Promise<Mermaid> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = siteUrl(MERMAID_SCRIPT);
    script.onload = () => resolve((window as unknown as { mermaid: Mermaid }).mermaid);
    script.onerror = () => {
      loading = undefined;
      reject(new Error('mermaid could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export function mountMermaid(): void {
  const nodes = [...document.querySelectorAll('[data-mermaid]:not([data-processed])')];
  if (nodes.length === 0) return;
  void load()
    .then(async (mermaid) => {
      mermaid.initialize({ startOnLoad: false, theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default' });
      await mermaid.run({ nodes });
    })
    .catch((cause) => console.warn('lendocs: diagrams stay as text:', cause));
}
