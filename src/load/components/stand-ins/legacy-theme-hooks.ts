// Docusaurus 2's alpha and early beta releases gave the classic theme's hooks as `@theme/hooks/X` (they moved to
// @docusaurus/theme-common later); components swizzled then still import them there. Each stands in as its server
// render: what the hook returns before the browser runs its effects (an announcement bar starts closed, the window
// has no size yet).

const stay = () => undefined;

/** `@theme/hooks/<name>` as a module, or undefined for a hook lendocs does not stand in for. */
export function legacyThemeHook(name: string, common: Record<string, unknown>): Record<string, unknown> | undefined {
  const colorMode = common.useColorMode as () => { isDarkTheme: boolean; setLightTheme: () => void; setDarkTheme: () => void };
  const theme = () => {
    const { isDarkTheme, setLightTheme, setDarkTheme } = colorMode();
    return { isDarkTheme, setLightTheme, setDarkTheme };
  };
  const announcementBar = () => ({ isAnnouncementBarClosed: true, closeAnnouncementBar: stay });
  const tabGroupChoice = () => ({ tabGroupChoices: {}, setTabGroupChoices: stay });
  const hooks: Record<string, (...args: any[]) => unknown> = {
    useTheme: theme,
    useThemeContext: theme,
    useAnnouncementBar: announcementBar,
    useTabGroupChoice: tabGroupChoice,
    useUserPreferencesContext: () => ({ ...tabGroupChoice(), ...announcementBar() }),
    useWindowSize: () => undefined,
    useHideableNavbar: (hideOnScroll: unknown) => ({ navbarRef: stay, isNavbarVisible: hideOnScroll }),
    useLocationHash: () => ['', stay],
    usePrismTheme: common.usePrismTheme as () => unknown,
    useLockBodyScroll: stay,
    useScrollPosition: stay,
    useTOCHighlight: stay,
    useKeyboardNavigation: stay,
  };
  const hook = hooks[name];
  if (!hook) return undefined;
  return { __esModule: true, default: hook, ...(name === 'useWindowSize' ? { windowSizes: { desktop: 'desktop', mobile: 'mobile' } } : {}) };
}
