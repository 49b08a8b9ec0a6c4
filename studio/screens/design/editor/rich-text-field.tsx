import { useLingui } from '@lingui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Rich text (footer, text sections) with TipTap's StarterKit. Its HTML is stored as it is; the
 * server sanitises it for shoppers. TipTap's own undo is off: Ctrl/Cmd+Z is the draft's undo
 * (docs/decisions/0213-studio-rich-text.md), and a value changed from outside (undo, a loaded
 * draft) replaces the editor's content.
 */
export function RichTextField({ label, value, onChange, errors, hint }: { label: string; value: string; onChange: (html: string) => void; errors?: readonly string[] | undefined; hint?: ReactNode }) {
  const { _ } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const hintId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit.configure({ undoRedo: false, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rich-text-editor min-h-24 px-3 py-2 text-sm text-gray-900 focus:outline-none',
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(changed.isEmpty ? '' : changed.getHTML()),
  });
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const describedBy = [hint ? hintId : '', errors?.length ? errorId : ''].filter(Boolean).join(' ');
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(errors?.length ? { 'aria-invalid': 'true' } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}), class: 'rich-text-editor min-h-24 px-3 py-2 text-sm text-gray-900 focus:outline-none' } } });
  }, [editor, errors, labelId, describedBy]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
    }),
  });
  const tool = (name: string, pressed: boolean, run: () => void, text: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      title={name}
      aria-label={name}
      onClick={run}
      className="min-h-8 min-w-8 rounded border border-gray-300 px-2 text-sm text-gray-900 hover:bg-gray-100 aria-pressed:border-gray-900 aria-pressed:bg-gray-900 aria-pressed:text-white"
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </span>
      <div className={`rounded-md border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700 ${errors?.length ? 'border-red-700' : 'border-gray-400'}`}>
        <div role="toolbar" aria-label={_('Formatting of {field}', { field: label })} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
          {tool(_('Bold'), state?.bold ?? false, () => editor?.chain().focus().toggleBold().run(), 'B')}
          {tool(_('Italic'), state?.italic ?? false, () => editor?.chain().focus().toggleItalic().run(), 'I')}
          {tool(_('Heading'), state?.heading ?? false, () => editor?.chain().focus().toggleHeading({ level: 2 }).run(), 'H')}
          {tool(_('Bulleted list'), state?.bullets ?? false, () => editor?.chain().focus().toggleBulletList().run(), '•')}
          {tool(_('Numbered list'), state?.numbers ?? false, () => editor?.chain().focus().toggleOrderedList().run(), '1.')}
        </div>
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
