/** Rendered Markdown (already escaped and sanitised by the Markdown stage). */
export function Markdown({ html, className = 'markdown' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
