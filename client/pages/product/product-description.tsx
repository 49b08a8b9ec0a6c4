import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import { descriptionPreview, parseDescription } from '../../../shared/description.ts';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The collapsible 'Product Details' (docs/product.md §2 and §4): collapsed to 4 bullets or 25 words,
 * with a More/Less toggle only when there is more. HTML arrives sanitised by the server.
 */
export function ProductDescription({ raw }: { raw: string }) {
  const { _ } = useLingui();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const description = useMemo(() => parseDescription(raw), [raw]);
  const preview = useMemo(() => descriptionPreview(description), [description]);
  if (!raw.trim()) return null;

  let body: React.ReactNode;
  if (expanded || !preview.expandable) {
    body =
      description.kind === 'list' ? (
        <Bullets items={description.items} />
      ) : description.kind === 'html' ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: description.html }} />
      ) : (
        <p className="whitespace-pre-line">{description.text}</p>
      );
  } else {
    body = preview.items ? <Bullets items={preview.items} /> : <p>{preview.text}</p>;
  }

  return (
    <details open className="group rounded-md border border-gray-200">
      <summary className="cursor-pointer list-none px-4 py-3 font-semibold marker:hidden">
        <span className="flex items-center justify-between">
          {_('Product Details')}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
        </span>
      </summary>
      <div id={bodyId} className="border-t border-gray-200 px-4 py-3 text-gray-800">
        {body}
        {preview.expandable && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-2 font-semibold text-brand underline"
          >
            {expanded ? _('Less') : _('More')}
          </button>
        )}
      </div>
    </details>
  );
}
