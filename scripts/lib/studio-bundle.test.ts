import { describe, expect, it } from 'vitest';
import { studioScreenLoads, type Manifest } from './studio-bundle.ts';

const manifest: Manifest = {
  'studio/entry.studio.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_client.js'], dynamicImports: ['studio/screens/design/design-route.tsx', 'studio/screens/kits/kits-route.ts'] },
  '_client.js': { file: 'assets/client.js' },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_client.js', 'studio/entry.studio.tsx'] },
  'studio/screens/design/design-route.tsx': { file: 'assets/design.js', isDynamicEntry: true, imports: ['_dialog.js', '_client.js'] },
  'studio/screens/kits/kits-route.ts': { file: 'assets/kits.js', isDynamicEntry: true, imports: ['_client.js'] },
  'virtual:studio-messages/en': { file: 'assets/en.js', isDynamicEntry: true },
  'virtual:studio-messages/de': { file: 'assets/de.js', isDynamicEntry: true },
};
const SIZES: Record<string, number> = { 'assets/entry.js': 100, 'assets/client.js': 30, 'assets/dialog.js': 7, 'assets/design.js': 200, 'assets/kits.js': 5, 'assets/en.js': 9, 'assets/de.js': 10 };

describe('studioScreenLoads', () => {
  it("counts each screen with the entry, its imports and the largest catalog, each file once, largest first", () => {
    const loads = studioScreenLoads(manifest, (file) => SIZES[file]!);
    expect(loads.map(({ screen, bytes }) => [screen, bytes])).toEqual([
      ['design', 100 + 30 + 10 + 200 + 7],
      ['kits', 100 + 30 + 10 + 5],
    ]);
    expect(loads[0]!.files.sort()).toEqual(['assets/client.js', 'assets/de.js', 'assets/design.js', 'assets/dialog.js', 'assets/entry.js']);
  });
  it('refuses a manifest without the entry', () => {
    expect(() => studioScreenLoads({}, () => 0)).toThrow(/no studio\/entry\.studio\.tsx/);
  });
});
