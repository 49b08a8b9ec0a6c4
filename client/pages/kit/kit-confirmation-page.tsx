import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { countryDisplayName, formatAddressLines } from '../../../shared/address/format-address.ts';
import { kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { KitOrderViewAnswerSchema, type KitOrderView } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { KitLoadError } from './kit-load-error.tsx';

type ConfirmationData = { order: KitOrderView } | { order: null };

/** The link's order by both tokens; any failure (wrong link, not ordered yet) is the page's message. */
function kitConfirmationLoader(storefront: PublicStorefront) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<ConfirmationData> => {
    const tokens = kitTokensFrom(new URL(request.url).searchParams);
    if (!tokens) return { order: null };
    try {
      const answer = await context
        .get(apiClientContext)
        .get(`/storefronts/${storefront.id}/product-kits/token/${encodeURIComponent(tokens.token)}/order`, KitOrderViewAnswerSchema, {
          user_token: tokens.userToken,
        });
      return { order: answer.data };
    } catch {
      return { order: null };
    }
  };
}

function KitConfirmationPage() {
  const { _, i18n } = useLingui();
  const formatPrice = useFormatPrice();
  const { order } = useLoaderData<ConfirmationData>();
  if (!order) return <KitLoadError title={_('Your gift order')} />;
  const money = (amount: number | null) => (amount === null ? null : formatPrice(amount));
  const address = order.shipping_address ? formatAddressLines(order.shipping_address, (code) => countryDisplayName(code, i18n.locale)) : [];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title={_('Your gift order')} />
      <meta name="robots" content="noindex" />
      <section role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
        <h1 className="text-2xl font-bold">{_('Thank you for your order!')}</h1>
        <p className="mt-1">{_('Your gift order {number} is confirmed. The sender pays for it.', { number: order.uuid })}</p>
        <p className="mt-1">
          {order.confirmation_mail_sent === false
            ? _('We could not send a confirmation to {email}: this shop cannot send e-mail right now. Keep this page’s link to see your order.', { email: order.email })
            : _('We sent a confirmation to {email}.', { email: order.email })}
        </p>
      </section>
      <section aria-labelledby="kit-order-items">
        <h2 id="kit-order-items" className="mb-2 text-xl font-semibold">
          {_('Your products')}
        </h2>
        <ul className="divide-y divide-gray-200">
          {order.items.map((item, index) => (
            <li key={index} className="flex items-center gap-4 py-3 text-sm">
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-gray-50">
                {item.image && <img src={item.image} alt="" width={64} height={64} className="h-full w-full object-contain" />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{item.name}</p>
                {(item.color || item.size) && <p className="text-gray-700">{[item.color, item.size].filter(Boolean).join(' · ')}</p>}
                <p className="text-gray-700">{_('Quantity: {quantity}', { quantity: item.quantity })}</p>
              </div>
              {money(item.total) && <p className="shrink-0 font-semibold">{money(item.total)}</p>}
            </li>
          ))}
        </ul>
        {money(order.total) && (
          <p className="mt-2 text-right font-semibold">{_('Total: {amount}', { amount: money(order.total)! })}</p>
        )}
      </section>
      {address.length > 0 && (
        <section aria-labelledby="kit-order-address">
          <h2 id="kit-order-address" className="mb-2 text-xl font-semibold">
            {_('Shipping address')}
          </h2>
          <address className="not-italic">
            {address.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      )}
      <PlainLink href="/" className="self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90">
        {_('Continue Shopping')}
      </PlainLink>
    </div>
  );
}

/** /kit/confirmation?token=…&user_token=… — the order of a gifting link (docs/decisions/0081-gifting-mode.md). */
export function kitConfirmationRoute(storefront: PublicStorefront) {
  return { loader: kitConfirmationLoader(storefront), Component: KitConfirmationPage };
}
