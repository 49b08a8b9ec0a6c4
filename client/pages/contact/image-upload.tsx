import { useLingui } from '@lingui/react';
import { useRef, useState, type DragEvent } from 'react';
import {
  CONTACT_IMAGE_FILE_LIMIT,
  CONTACT_IMAGE_MAX_BYTES,
  CONTACT_IMAGE_TYPE_NAMES,
  CONTACT_IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '../../../shared/contact/contact-image.ts';
import { FILE_SIZE_UNITS, formatFileSize, selectFiles, type FileProblem, type FileRules } from '../../../shared/contact/file-selection.ts';
import { useObjectUrl } from './use-object-url.ts';

const RULES: FileRules = {
  accept: CONTACT_IMAGE_TYPES,
  maxFileSize: CONTACT_IMAGE_MAX_BYTES,
  fileLimit: CONTACT_IMAGE_FILE_LIMIT,
  multiple: false,
};
const PREVIEW_WIDTH = 50;

/**
 * The optional image of the contact form (docs/product.md §4 and §5): choose or drop one image,
 * see its preview, remove it. Wrong types, oversized files and more than one file are refused
 * with the widget's messages; a refused selection keeps the image chosen before.
 */
export function ImageUpload({
  id,
  name,
  file,
  onChange,
  disabled,
}: {
  id: string;
  /** The input's name: without JavaScript the browser posts the chosen file under it. */
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { _, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(file);
  const units = FILE_SIZE_UNITS.map((unit) => _(unit));
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale, units);

  function choose(files: FileList | null) {
    const result = selectFiles(file ? [file] : [], files ? [...files] : [], RULES);
    setProblems(result.problems);
    onChange(result.files[0] ?? null);
  }

  function remove() {
    setProblems([]);
    onChange(null);
    input.current?.focus();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files);
  }

  const messages = problems.map((problem) =>
    problem.kind === 'size'
      ? _(UPLOAD_MESSAGES.size, { fileName: problem.fileName, maxSize: size(CONTACT_IMAGE_MAX_BYTES) })
      : problem.kind === 'type'
        ? _(UPLOAD_MESSAGES.type, { fileName: problem.fileName, allowedTypes: CONTACT_IMAGE_TYPE_NAMES })
        : _(UPLOAD_MESSAGES.limit, { limit: CONTACT_IMAGE_FILE_LIMIT }),
  );

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-caption`} className="text-sm font-medium text-gray-800">
        {_('Image (optional)')}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-start gap-2 rounded-md border-2 border-dashed p-4 sm:flex-row sm:items-center ${dragging ? 'border-brand bg-gray-50' : 'border-gray-300'}`}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={CONTACT_IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-labelledby={`${id}-caption ${id}-choose`}
          aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-messages` : ''}`}
          onChange={(event) => {
            choose(event.currentTarget.files);
            // Choosing the same file again must reach onChange too (it is then a duplicate).
            event.currentTarget.value = '';
          }}
          className="peer sr-only"
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className="inline-flex h-10 shrink-0 cursor-pointer items-center whitespace-nowrap rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          {file ? _('Choose another image') : _('Choose image')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {_('{allowedTypes}, at most {maxSize}. You can also drop the image here.', {
            allowedTypes: CONTACT_IMAGE_TYPE_NAMES,
            maxSize: size(CONTACT_IMAGE_MAX_BYTES),
          })}
        </p>
      </div>
      {messages.length > 0 && (
        <ul id={`${id}-messages`} role="alert" className="flex flex-col gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {file && (
        <div className="flex items-center gap-3 rounded-md border border-gray-200 bg-white p-2">
          {preview ? (
            <img src={preview} alt={_('Preview of {fileName}', { fileName: file.name })} width={PREVIEW_WIDTH} className="h-auto w-[50px] rounded object-contain" />
          ) : (
            <span className="w-[50px]" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-gray-900">{file.name}</p>
            <p className="text-xs text-gray-700">{size(file.size)}</p>
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            aria-label={_('Remove {fileName}', { fileName: file.name })}
            className="h-9 rounded-md px-3 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
          >
            {_('Remove')}
          </button>
        </div>
      )}
    </div>
  );
}
