// Docusaurus's admonition types (its theme's Admonition/Types, with the legacy aliases): the Markdown plugin accepts
// them, and `migrate` keeps only a site's keywords beyond them.
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'] as const;
