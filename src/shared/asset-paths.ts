// Paths of the optional third-party assets, read by the build (which publishes them) and by the browser (which
// loads them). Browser-safe: no Node imports here.

/** mermaid's browser build, published and loaded only when some page has a diagram. */
export const MERMAID_SCRIPT = '/assets/mermaid/mermaid.min.js';

/** KaTeX's stylesheet, published only when some page has maths. */
export const KATEX_STYLESHEET = '/assets/katex/katex.min.css';

/** The folder of the shared files holding each docs sidebar's collapsed categories (src/render/sidebar-html.tsx). */
export const SIDEBAR_ITEMS_DIR = 'assets/sidebar';
