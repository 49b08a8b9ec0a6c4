import { createContext } from 'react-router';

/**
 * Server render only: the schema.org JSON-LD of a page's loaders, escaped for <script>. The Worker
 * writes it once at the end of the document, so it is neither in the hydration data nor rendered
 * by React (ADR 0144). Absent in the browser.
 */
export type StructuredData = { add(json: string): void };

export const structuredDataContext = createContext<StructuredData | null>(null);

/** A collector for one render; `scripts()` is the HTML to write (empty when nothing was added). */
export function collectStructuredData(): StructuredData & { scripts(): string } {
  const blocks: string[] = [];
  return {
    add: (json) => void blocks.push(json),
    scripts: () => blocks.map((json) => `<script type="application/ld+json">${json}</script>`).join(''),
  };
}
