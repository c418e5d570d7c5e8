import { isExternal } from './context.js';

/** A navbar or footer link; external ones open in a new tab and say so to screen readers. */
export function NavLinkItem({ label, href, className }: { label: string; href: string; className?: string }) {
  if (isExternal(href)) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
        <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
        </svg>
      </a>
    );
  }
  return (
    <a className={className} href={href}>
      {label}
    </a>
  );
}
