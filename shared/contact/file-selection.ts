import { _ } from '../translatable.ts';

/** What the upload widget knows of a file (a browser File has these). */
export type FileLike = { name: string; type: string; size: number };

/** The widget's options (docs/product.md §5): accepted types, maximum size, file-count limit. */
export type FileRules = {
  /** MIME types ("image/png"), wildcards ("image/*") or extensions (".png"). */
  accept: readonly string[];
  maxFileSize: number;
  fileLimit: number;
  /** Without it a new selection replaces the old one. */
  multiple: boolean;
};

export type FileProblem = { kind: 'size'; fileName: string } | { kind: 'type'; fileName: string } | { kind: 'limit' };

/** docs/product.md §5: duplicates are files with the same name, type and size. */
export function isSameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.type === b.type && a.size === b.size;
}

/** Whether a file matches one of the accepted types (an empty list accepts everything). */
export function isAcceptedType(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * The files after a selection (docs/product.md §5): duplicates are ignored, files of a wrong type or
 * size are refused with a problem each, and a selection above the file-count limit is refused
 * as a whole. Without `multiple` an accepted selection replaces the old files; a selection that
 * brings nothing new (cancelled, duplicate, refused) keeps them, so nothing chosen is lost.
 */
export function selectFiles<F extends FileLike>(current: readonly F[], incoming: readonly F[], rules: FileRules): { files: F[]; problems: FileProblem[] } {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  for (const file of incoming) {
    if ([...current, ...accepted].some((known) => isSameFile(known, file))) continue;
    if (!isAcceptedType(file, rules.accept)) problems.push({ kind: 'type', fileName: file.name });
    else if (file.size > rules.maxFileSize) problems.push({ kind: 'size', fileName: file.name });
    else accepted.push(file);
  }
  if (accepted.length === 0) return { files: [...current], problems };
  const next = rules.multiple ? [...current, ...accepted] : accepted;
  if (next.length > rules.fileLimit) return { files: [...current], problems: [...problems, { kind: 'limit' }] };
  return { files: next, problems };
}

/** Unit symbols of file sizes, as lingui ids (translated where shown: French writes "Mo"). */
export const FILE_SIZE_UNITS = [_('B'), _('KB'), _('MB'), _('GB'), _('TB')] as const;

/**
 * A file size in 1024-based units with up to 3 decimals (docs/product.md §9): 10485760 → "10 MB",
 * 1536 → "1.5 KB". `units` are the (translated) unit symbols, `locale` formats the number.
 */
export function formatFileSize(bytes: number, locale = 'en', units: readonly string[] = FILE_SIZE_UNITS): string {
  const size = Math.max(0, bytes);
  const exponent = size < 1 ? 0 : Math.min(Math.floor(Math.log(size) / Math.log(1024)), units.length - 1);
  const value = size / 1024 ** exponent;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)} ${units[exponent]}`;
}
