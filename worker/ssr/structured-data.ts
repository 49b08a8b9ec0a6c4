import type { StructuredData } from '../../client/app/structured-data.ts';

/** A collector of one render's JSON-LD (ADR 0144); `scripts()` is the HTML to write (empty when nothing was added). */
export function collectStructuredData(): StructuredData & { scripts(): string } {
  const blocks: string[] = [];
  return {
    add: (json) => void blocks.push(json),
    scripts: () => blocks.map((json) => `<script type="application/ld+json">${json}</script>`).join(''),
  };
}
