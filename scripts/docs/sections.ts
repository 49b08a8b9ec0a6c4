// npm run docs:sections: writes the page-section table of docs/api.md from the config schema
// (shared/schemas/config/section-contents.ts); section-docs.test.ts fails while it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withSectionTable } from '../../shared/schemas/config/section-docs.ts';

const file = path.resolve(import.meta.dirname, '../../docs/api.md');
const updated = withSectionTable(readFileSync(file, 'utf8'));
if (updated === null) throw new Error('docs/api.md has lost the section table markers (shared/schemas/config/section-docs.ts)');
writeFileSync(file, updated);
console.log('docs/api.md: section table written');
