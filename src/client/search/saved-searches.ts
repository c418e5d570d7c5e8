// Recent and favourite (starred) searches in localStorage, each removable. Storage is passed in, so the logic
// is tested in Node; in the browser it is the never-throwing wrapper around localStorage.
export interface SavedHit {
  url: string;
  title: string;
  section: string;
}

export interface KeyValueStore {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export const RECENT_KEY = 'lendocs.search.recent';
export const FAVOURITES_KEY = 'lendocs.search.favorites';
const MAX_RECENT = 7;
const MAX_FAVOURITES = 20;

function readList(store: KeyValueStore, key: string): SavedHit[] {
  try {
    const value = JSON.parse(store.read(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => item && typeof item.url === 'string' && typeof item.title === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(store: KeyValueStore, key: string, list: SavedHit[]): void {
  store.write(key, list.length ? JSON.stringify(list) : null);
}

export function createSavedSearches(store: KeyValueStore) {
  return {
    recent: () => readList(store, RECENT_KEY),
    favourites: () => readList(store, FAVOURITES_KEY),
    isFavourite: (url: string) => readList(store, FAVOURITES_KEY).some((item) => item.url === url),
    /** Newest first, without duplicates; favourites are not repeated in the recent list. */
    addRecent(hit: SavedHit) {
      const list = [hit, ...readList(store, RECENT_KEY).filter((item) => item.url !== hit.url)].slice(0, MAX_RECENT);
      writeList(store, RECENT_KEY, list);
    },
    removeRecent(url: string) {
      writeList(store, RECENT_KEY, readList(store, RECENT_KEY).filter((item) => item.url !== url));
    },
    addFavourite(hit: SavedHit) {
      const list = [hit, ...readList(store, FAVOURITES_KEY).filter((item) => item.url !== hit.url)].slice(0, MAX_FAVOURITES);
      writeList(store, FAVOURITES_KEY, list);
      writeList(store, RECENT_KEY, readList(store, RECENT_KEY).filter((item) => item.url !== hit.url));
    },
    removeFavourite(url: string) {
      writeList(store, FAVOURITES_KEY, readList(store, FAVOURITES_KEY).filter((item) => item.url !== url));
    },
  };
}

export type SavedSearches = ReturnType<typeof createSavedSearches>;
