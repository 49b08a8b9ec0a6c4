import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { GiftCard, Kit } from '../../api/answers.ts';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { GiftCardsSection } from './gift-cards-section.tsx';
import { KitForm } from './kit-form.tsx';
import { KitLinksPanel } from './kit-links-panel.tsx';

export type KitsData = { store: { id: number; name: string }; kits: Kit[]; cards: GiftCard[]; moreCards: boolean };

/**
 * A store's gifting kits and gift cards (docs/api.md "Catalog, inventory, media, kits and gift
 * cards"): a kit made from products, its recipient links as a CSV; gift cards issued and disabled.
 */
export function KitsPage() {
  const { _ } = useLingui();
  const { store, kits, cards, moreCards } = useLoaderData() as KitsData;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading title={_('Kits and gift cards: {store}', { store: store.name })} documentTitle={`${_('Kits and gift cards')} · ${store.name}`}>
        <Link to="/" className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50">
          {_('Back to the stores')}
        </Link>
      </PageHeading>

      <section aria-labelledby="kits-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="kits-heading" className="text-lg font-semibold text-gray-900">
            {_('Gifting kits')}
          </h2>
          {!creating && (
            <Button
              variant="primary"
              onClick={() => {
                setCreating(true);
                setCreated(null);
              }}
            >
              {_('New kit')}
            </Button>
          )}
        </div>
        <p className="text-sm text-gray-800">
          {_('A kit is a choice of products a recipient orders without paying. Each recipient gets a link of their own, which can be ordered once.')}
        </p>
        {created && (
          <Notice tone="success" role="status">
            {_('The kit {name} is created. Open its recipient links to make links.', { name: created })}
          </Notice>
        )}
        {creating && (
          <KitForm
            storeId={store.id}
            onCancel={() => setCreating(false)}
            onCreated={(kit) => {
              setCreating(false);
              setCreated(kit.name);
              setOpen(kit.id);
            }}
          />
        )}
        {kits.length === 0 && !creating && <p className="text-sm text-gray-800">{_('This store has no kits yet.')}</p>}
        <ul className="space-y-3">
          {kits.map((kit) => (
            <li key={kit.id} className="rounded-md border border-gray-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-gray-900">{kit.name}</h3>
                  <p className="text-sm text-gray-800">
                    {_('{amount} products per recipient', { amount: kit.amount })} · {_('{total} links, {ordered} ordered', { total: kit.links.total, ordered: kit.links.ordered })}
                    {kit.hide_prices && <> · {_('Prices hidden')}</>}
                  </p>
                </div>
                <Button
                  small
                  aria-expanded={open === kit.id} aria-controls={`kit-${kit.id}-links`} onClick={() => setOpen(open === kit.id ? null : kit.id)}
                  aria-label={_('Recipient links of {kit}', { kit: kit.name })}
                >
                  {_('Recipient links')}
                </Button>
              </div>
              {open === kit.id && <KitLinksPanel id={`kit-${kit.id}-links`} storeId={store.id} kit={kit} />}
            </li>
          ))}
        </ul>
      </section>

      <GiftCardsSection storeId={store.id} cards={cards} moreCards={moreCards} />
    </div>
  );
}
