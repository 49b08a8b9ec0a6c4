import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptedType, isSameFile, selectFiles, type FileRules } from './file-selection.ts';

const png = (name: string, size = 100) => ({ name, type: 'image/png', size });
const single: FileRules = { accept: ['image/png', 'image/jpeg'], maxFileSize: 1000, fileLimit: 1, multiple: false };
const many: FileRules = { ...single, fileLimit: 3, multiple: true };

describe('formatFileSize', () => {
  it('uses 1024-based units with up to 3 decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(10_485_761)).toBe('10 MB');
    expect(formatFileSize(1_234_567)).toBe('1.177 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('stays in the largest unit it knows', () => {
    expect(formatFileSize(3 * 1024 ** 5)).toBe('3,072 TB');
  });

  it('formats the number for the locale and takes translated units', () => {
    expect(formatFileSize(1536, 'de', ['B', 'KB', 'MB'])).toBe('1,5 KB');
    expect(formatFileSize(10_485_760, 'fr', ['o', 'Ko', 'Mo'])).toBe('10 Mo');
  });
});

describe('isAcceptedType', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(isAcceptedType(png('a.png'), ['image/png'])).toBe(true);
    expect(isAcceptedType(png('a.png'), ['image/*'])).toBe(true);
    expect(isAcceptedType({ name: 'a.PDF', type: 'application/pdf', size: 1 }, ['image/*'])).toBe(false);
    expect(isAcceptedType({ name: 'a.PDF', type: '', size: 1 }, ['.pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'x.svg', type: 'image/svg+xml', size: 1 }, ['image/png', 'image/jpeg'])).toBe(false);
    expect(isAcceptedType(png('a.png'), [])).toBe(true);
  });
});

describe('selectFiles', () => {
  it('accepts a valid file', () => {
    const file = png('a.png');
    expect(selectFiles([], [file], single)).toEqual({ files: [file], problems: [] });
  });

  it('replaces the old file when not multiple', () => {
    const first = png('a.png');
    const second = png('b.png', 200);
    expect(selectFiles([first], [second], single).files).toEqual([second]);
  });

  it('ignores duplicates (same name, type and size) and keeps the current file', () => {
    const first = png('a.png');
    const again = png('a.png');
    const result = selectFiles([first], [again], single);
    expect(result.files[0]).toBe(first);
    expect(result.problems).toEqual([]);
    expect(isSameFile(first, png('a.png', 101))).toBe(false);
    expect(selectFiles([], [png('a.png'), png('a.png')], many).files).toHaveLength(1);
  });

  it('refuses a wrong type and an oversized file, keeping what was chosen before', () => {
    const kept = png('kept.png');
    const result = selectFiles([kept], [{ name: 'doc.pdf', type: 'application/pdf', size: 10 }], single);
    expect(result).toEqual({ files: [kept], problems: [{ kind: 'type', fileName: 'doc.pdf' }] });
    expect(selectFiles([kept], [png('big.png', 1001)], single)).toEqual({ files: [kept], problems: [{ kind: 'size', fileName: 'big.png' }] });
    expect(selectFiles([], [png('edge.png', 1000)], single).problems).toEqual([]);
  });

  it('checks the type before the size', () => {
    expect(selectFiles([], [{ name: 'big.pdf', type: 'application/pdf', size: 5000 }], single).problems).toEqual([{ kind: 'type', fileName: 'big.pdf' }]);
  });

  it('refuses a selection above the file-count limit as a whole', () => {
    const kept = png('kept.png');
    expect(selectFiles([kept], [png('a.png'), png('b.png', 2)], single)).toEqual({ files: [kept], problems: [{ kind: 'limit' }] });
    const two = [png('a.png'), png('b.png', 2)];
    expect(selectFiles(two, [png('c.png', 3), png('d.png', 4)], many)).toEqual({ files: two, problems: [{ kind: 'limit' }] });
  });

  it('adds to the files when multiple', () => {
    const a = png('a.png');
    const b = png('b.png', 2);
    expect(selectFiles([a], [b], many).files).toEqual([a, b]);
  });

  it('keeps the files when the selection is empty (a cancelled dialog)', () => {
    const kept = png('kept.png');
    expect(selectFiles([kept], [], single)).toEqual({ files: [kept], problems: [] });
  });

  it('reports each refused file and still accepts a valid one among them', () => {
    const good = png('good.png');
    const result = selectFiles([], [png('big.png', 5000), good, { name: 'x.gif', type: 'image/gif', size: 1 }], many);
    expect(result.files).toEqual([good]);
    expect(result.problems).toEqual([
      { kind: 'size', fileName: 'big.png' },
      { kind: 'type', fileName: 'x.gif' },
    ]);
  });
});
