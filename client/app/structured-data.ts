import { createContext } from 'react-router';

/**
 * Server render only: the schema.org JSON-LD a page's loaders computed for crawlers, each
 * already escaped for a <script> element. The Worker writes them once, at the end of the
 * document (worker/ssr/structured-data.ts), so they are neither in the router's hydration data nor
 * rendered by React (docs/decisions/0144-json-ld-once.md). Absent in the browser.
 */
export type StructuredData = { add(json: string): void };

export const structuredDataContext = createContext<StructuredData | null>(null);
