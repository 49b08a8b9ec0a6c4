import { useLingui } from '@lingui/react';

/** The bar a store designer sees on a preview link: the draft is shown, and the way out. */
export default function PreviewBar() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('Preview')} className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-neutral-900 px-4 py-2 text-sm text-white">
      <span>{_('Preview: you are seeing unpublished changes. Shoppers see the live store.')}</span>
      {/* A full page load: the server clears the preview cookie. */}
      <a href="/_preview/exit" className="font-semibold underline underline-offset-2">
        {_('Exit preview')}
      </a>
    </div>
  );
}
