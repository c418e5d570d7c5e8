// The localStorage keys and query parameter the browser code and the head script share (the names Docusaurus uses,
// so a reader's choices carry over from the old site; see reference-behaviours.md).
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

/** `?docusaurus-theme=dark` forces a colour mode for one visit. */
export const THEME_QUERY_PARAMETER = 'docusaurus-theme';

/** The settings the build passes to the head script (short names: it is inlined in every page). */
export interface HeadSettings {
  /** The default colour mode. */
  d: 'light' | 'dark';
  /** Respect the system's colour scheme. */
  r: boolean;
  /** The announcement bar's id, when the site has one. */
  a: string | null;
}

/** The placeholder in the built head script that the build replaces with the site's settings. */
export const HEAD_SETTINGS_PLACEHOLDER = '__LENDOCS_HEAD_SETTINGS__';
