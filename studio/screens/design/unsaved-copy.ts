import type { EditorConfig } from './editor-config.ts';

/**
 * An edit not yet saved, kept in this browser (localStorage) until it is: a closed tab, an ended
 * session or a lost connection does not lose it. Opened again, it is saved against the version it
 * was made from, so a draft someone saved since shows as a conflict instead of being overwritten.
 */
const key = (storeId: number) => `studio-unsaved-${storeId}`;

export function keepUnsaved(storeId: number, baseVersion: number, config: EditorConfig): void {
  try {
    localStorage.setItem(key(storeId), JSON.stringify({ baseVersion, config }));
  } catch {
    // Storage full or off: the edit still lives in the page.
  }
}

export function forgetUnsaved(storeId: number): void {
  try {
    localStorage.removeItem(key(storeId));
  } catch {
    // Nothing kept.
  }
}

export function unsavedCopy(storeId: number): { baseVersion: number; config: EditorConfig } | null {
  try {
    const raw = localStorage.getItem(key(storeId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { baseVersion?: unknown; config?: unknown };
    if (typeof parsed.baseVersion !== 'number' || typeof parsed.config !== 'object' || parsed.config === null) return null;
    return { baseVersion: parsed.baseVersion, config: parsed.config as EditorConfig };
  } catch {
    return null;
  }
}
