import type { Messages } from '@lingui/core';

/**
 * The compiled catalog behind a proxy that notes every message id a render looks up, so the page
 * can inline only the messages it used (docs/decisions/0140-per-page-messages.md). Lingui reads
 * `messages[id]` for `_`, `t` and `<Trans>` alike, so every lookup passes through `get`.
 */
export function recordingMessages(catalog: Messages): { messages: Messages; used: () => Messages } {
  const used: Messages = {};
  const messages = new Proxy(catalog, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(target, key)) used[key] = value as Messages[string];
      return value;
    },
  });
  return { messages, used: () => used };
}
