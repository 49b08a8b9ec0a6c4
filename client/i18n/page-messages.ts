import type { I18n, Messages } from '@lingui/core';
import { MESSAGES_GLOBAL } from '../app/boot-payload.ts';

/** True for compiled lingui messages: each a string or a token array. */
function isCompiledCatalog(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string' || Array.isArray(message))
  );
}

/**
 * The messages the server's render used, inlined by the script at the end of the document
 * (docs/decisions/0140-per-page-messages.md). The entry module may run before the parser reaches
 * that script (a page still streaming), so it waits for the document when the global is not set.
 */
export async function pageMessages(): Promise<Messages> {
  const read = () => (window as unknown as Record<string, unknown>)[MESSAGES_GLOBAL];
  if (read() === undefined && document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const messages = read();
  if (!isCompiledCatalog(messages)) throw new Error('The page has no inlined messages.');
  return messages;
}

/**
 * Fetches the language's whole catalog (a cached, fingerprinted file) for texts the page shows
 * later (dialogs, toasts, other pages); null when it cannot be had (the next page tries again).
 * Started at boot, never awaited before hydration.
 */
export async function fetchWholeCatalog(url: string): Promise<Messages | null> {
  try {
    const response = await fetch(url);
    const messages: unknown = response.ok ? await response.json() : null;
    return isCompiledCatalog(messages) ? messages : null;
  } catch {
    return null;
  }
}

/**
 * Joins the language's whole catalog to the page's texts. Every text shown is the same in both,
 * so the messages go into lingui's catalog without its `change` event: that would re-render each
 * on-demand part before it hydrated, and React would blank its markup until its code came (ADR
 * 0150). Only a text missed meanwhile, or another language, goes through `load`, which re-renders.
 * Call it before the first render.
 */
export function watchMissingTexts(i18n: I18n): { join: (lang: string, whole: Messages) => void } {
  let missed = false;
  const stop = i18n.on('missing', () => {
    missed = true;
  });
  return {
    join(lang, whole) {
      stop();
      if (!missed && i18n.locale === lang) Object.assign(i18n.messages, whole);
      else i18n.load(lang, whole);
    },
  };
}
