import type { Messages } from '@lingui/core';

/**
 * Notes the messages of the compiled catalog a render looks up, so the page can inline only the
 * messages it used (docs/decisions/0140-per-page-messages.md). Lingui reads `messages[id]` for
 * `_`, `t` and `<Trans>` alike, all through `_`, whose every lookup the request's lingui instance
 * reports to `note` (server-i18n.ts `onLookup`): ids the catalog holds are kept, in
 * the order first used. (A proxy over the catalog did the same at a higher price per lookup.)
 */
export function recordingMessages(catalog: Messages): { messages: Messages; note: (id: string) => void; used: () => Messages } {
  const used: Messages = {};
  return {
    messages: catalog,
    note(id) {
      if (Object.prototype.hasOwnProperty.call(catalog, id)) used[id] = catalog[id]!;
    },
    used: () => used,
  };
}
