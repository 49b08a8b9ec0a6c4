import { useLingui } from '@lingui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadPicture } from '../../../api/media-api.ts';
import { TextField } from '../../../components/fields.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { mediaNameOf, PICTURE_ACCEPT, pictureProblem } from '../../../lib/media-upload.ts';

type Upload = { kind: 'idle' } | { kind: 'sending'; file: string; sent: number; total: number } | { kind: 'done'; file: string } | { kind: 'failed'; message: string };

/**
 * A picture of the config (logo, favicon, a section's image): uploaded through the media API,
 * whose content-addressed path then fills the field; or typed, for a picture already online
 * (https://) or in the store's media. A wrong type or a file over 10 MB is named before sending.
 */
export function PictureField({
  label,
  value,
  onChange,
  errors,
  storeId,
  mediaName,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  storeId: number;
  /** The upload's name when the file's own name gives none (`logo`, `favicon`, `image`). */
  mediaName: string;
}) {
  const { _ } = useLingui();
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const sending = upload.kind === 'sending';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      const messages = {
        svg: _('{file} is an SVG: SVG files can carry scripts and are not accepted. Upload a PNG, WebP or AVIF of it instead.', { file: file.name }),
        type: _('{file} is not a picture the store takes: upload a PNG, JPEG, WebP, AVIF or GIF.', { file: file.name }),
        size: _('{file} is {size} MB: a picture may be 10 MB at most.', { file: file.name, size: (file.size / 1_048_576).toFixed(1) }),
        empty: _('{file} is empty.', { file: file.name }),
      };
      setUpload({ kind: 'failed', message: messages[problem] });
      input.value = '';
      return;
    }
    setUpload({ kind: 'sending', file: file.name, sent: 0, total: file.size });
    try {
      const uploaded = await uploadPicture(storeId, mediaNameOf(file.name, mediaName), file, (sent, total) => setUpload({ kind: 'sending', file: file.name, sent, total }));
      onChange(uploaded.path);
      setUpload({ kind: 'done', file: file.name });
    } catch (error) {
      setUpload({ kind: 'failed', message: error instanceof Error ? error.message : _('Something went wrong. Try again.') });
    } finally {
      input.value = '';
    }
  };

  return (
    <div className="space-y-2">
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        hint={_('Upload a picture, or give a file of this store (/media/{id}/…) or an https:// address.', { id: storeId })}
        errors={errors}
        spellCheck={false}
        disabled={sending}
      />
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-900">
          {_('{field}: upload a picture', { field: label })}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={sending}
          aria-describedby={statusId}
          aria-invalid={upload.kind === 'failed' || undefined}
          onChange={(event) => void choose(event)}
          className="block w-full text-sm text-gray-900 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-100"
        />
        <div id={statusId} className="mt-1 text-sm" role={upload.kind === 'failed' ? 'alert' : 'status'}>
          {upload.kind === 'idle' && <span className="text-xs text-gray-700">{_('PNG, JPEG, WebP, AVIF or GIF, up to 10 MB.')}</span>}
          {upload.kind === 'sending' && (
            <span className="flex flex-wrap items-center gap-2 text-gray-900">
              <Spinner />
              {_('Uploading {file}: {percent}%', { file: upload.file, percent: Math.round((upload.sent / Math.max(upload.total, 1)) * 100) })}
              <progress className="h-2 w-full" aria-label={_('Upload progress')} value={upload.sent} max={Math.max(upload.total, 1)} />
            </span>
          )}
          {upload.kind === 'done' && <span className="font-medium text-green-800">{_('{file} is uploaded and in the draft.', { file: upload.file })}</span>}
          {upload.kind === 'failed' && <span className="font-medium text-red-700">{upload.message}</span>}
        </div>
      </div>
    </div>
  );
}
