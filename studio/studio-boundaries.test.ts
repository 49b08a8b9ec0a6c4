import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('the Studio client (docs/decisions/0210-studio-client.md)', () => {
  it('never imports the Worker, nor the shoppers\u2019 client', () => {
    const offending: string[] = [];
    for (const file of sources(root)) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (!target?.startsWith('.')) continue;
        const resolved = path.relative(path.dirname(root), path.resolve(path.dirname(file), target));
        if (/^(worker|client)\//.test(resolved)) offending.push(`${path.relative(root, file)} → ${resolved}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
