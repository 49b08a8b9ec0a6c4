import { createContext } from 'react-router';

/**
 * The schema.org JSON-LD a render's loaders computed for crawlers, each already escaped for a
 * <script> element. The Worker writes them once, at the end of the document (./render-page.tsx),
 * so they are neither in the router's hydration data nor rendered by React
 * (docs/decisions/0144-json-ld-once.md).
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
