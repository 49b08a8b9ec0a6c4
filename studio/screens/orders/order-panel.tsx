import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { OrderAnswerSchema, type OrderDetail } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES, STATUS_TONE, formatMoney } from './order-labels.ts';
import { ShipDialog } from './ship-dialog.tsx';

const SHIPPED = 3;
const PARTIALLY_SHIPPED = 4;
const CANCELLED = 5;
const REFUND = 8;

type Pending = { kind: 'move'; status: number } | { kind: 'payment'; status: 'paid' | 'failed' } | { kind: 'ship' } | null;

/** One order: lines, totals, address, payment and status history, and the moves it allows. */
export function OrderPanel({ storeId, storeName, order, backTo }: { storeId: number; storeName: string; order: OrderDetail; backTo: string }) {
  const { _, i18n } = useLingui();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.locale);
  const statusName = (status: number, fallback: string) => _(ORDER_STATUS_NAMES[status] ?? fallback);
  const title = order.number !== null ? _('Order #{number}', { number: order.number }) : _('Order {id}', { id: order.uuid });
  const base = `/storefronts/${storeId}/orders/${order.uuid}`;
  const moves = order.allowed_moves.map((move) => move.status);
  const shipMoves = moves.filter((status) => status === SHIPPED || status === PARTIALLY_SHIPPED);
  const otherMoves = order.allowed_moves.filter((move) => move.status !== SHIPPED && move.status !== PARTIALLY_SHIPPED);
  const manualPending = order.payment.status === 'pending' && order.payment.provider === 'manual' && order.status !== CANCELLED && order.status !== REFUND;

  const move = async (status: number) => {
    const answer = await operatorCall(OrderAnswerSchema, `${base}/status`, { method: 'POST', body: { status } });
    setDone(_('The order is now {status}.', { status: statusName(answer.data.status, answer.data.status_label) }));
    await revalidator.revalidate();
  };
  const markPayment = async (status: 'paid' | 'failed') => {
    await operatorCall(OrderAnswerSchema, `${base}/payment`, { method: 'POST', body: { status } });
    setDone(status === 'paid' ? _('The payment is marked as paid.') : _('The payment is marked as failed.'));
    await revalidator.revalidate();
  };
  const address = order.shipping_address;
  const pendingMove = pending?.kind === 'move' ? pending.status : null;
  const pendingPayment = pending?.kind === 'payment' ? pending.status : null;

  return (
    <>
      <PageHeading title={title} documentTitle={`${title} · ${storeName}`}>
        <Link to={backTo} className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50">
          {_('Back to the orders')}
        </Link>
      </PageHeading>
      {done && (
        <Notice tone="success" role="status" className="mb-4">
          {done}
        </Notice>
      )}
      <section aria-label={_('Status')} className="mb-4 rounded-lg border border-gray-200 bg-white p-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[order.status] ?? 'bg-gray-100 text-gray-900'}`}>{statusName(order.status, order.status_label)}</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-900">{_(PAYMENT_STATUS_NAMES[order.payment_status] ?? order.payment_status)}</span>
          <span className="text-gray-800">{formatDateTime(order.created_at, i18n.locale)}</span>
        </p>
        {(moves.length > 0 || manualPending) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {shipMoves.length > 0 && (
              <Button variant="primary" onClick={() => setPending({ kind: 'ship' })}>
                {_('Ship')}
              </Button>
            )}
            {otherMoves.map((entry) => (
              <Button key={entry.status} variant={entry.status === CANCELLED || entry.status === REFUND ? 'danger' : 'secondary'} onClick={() => setPending({ kind: 'move', status: entry.status })}>
                {entry.status === CANCELLED ? _('Cancel the order') : entry.status === REFUND ? _('Refund') : _('Move to {status}', { status: statusName(entry.status, entry.label) })}
              </Button>
            ))}
            {manualPending && <Button onClick={() => setPending({ kind: 'payment', status: 'paid' })}>{_('Mark paid')}</Button>}
            {manualPending && order.status === 1 && <Button onClick={() => setPending({ kind: 'payment', status: 'failed' })}>{_('Mark failed')}</Button>}
          </div>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="order-lines" className="rounded-lg border border-gray-200 bg-white p-3 md:col-span-2">
          <h2 id="order-lines" className="mb-2 text-base font-semibold text-gray-900">
            {_('Lines')}
          </h2>
          <ul className="divide-y divide-gray-200 text-sm">
            {order.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0">
                  {line.quantity} × {[line.name, line.color, line.size].filter(Boolean).join(', ')}
                  {line.is_gift_card && line.recipient_email && <span className="block break-all text-gray-700">{_('Gift card for {email}', { email: line.recipient_email })}</span>}
                </span>
                <span className="font-medium">{money(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-200 pt-2 text-sm">
            <dt>{_('Subtotal')}</dt>
            <dd className="text-right">{money(order.totals.subtotal)}</dd>
            <dt>{_('Shipping')}</dt>
            <dd className="text-right">{money(order.totals.shipping_total)}</dd>
            {order.gift_cards_used.map((card) => (
              <div key={card.code} className="contents">
                <dt>{_('Gift card {code}', { code: card.code })}</dt>
                <dd className="text-right">−{money(card.amount)}</dd>
              </div>
            ))}
            <dt className="font-semibold">{_('Total')}</dt>
            <dd className="text-right font-semibold">{money(order.totals.total)}</dd>
            <dt>{_('Paid')}</dt>
            <dd className="text-right">{money(order.totals.paid)}</dd>
            <dt>{_('Due')}</dt>
            <dd className="text-right">{money(order.totals.due)}</dd>
          </dl>
        </section>

        <section aria-labelledby="order-address" className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
          <h2 id="order-address" className="mb-2 text-base font-semibold text-gray-900">
            {_('Shipping address')}
          </h2>
          {address ? (
            <address className="not-italic">
              {[address.first_name, address.last_name].filter(Boolean).join(' ')}
              <br />
              {address.address1}
              {address.address2 && (
                <>
                  <br />
                  {address.address2}
                </>
              )}
              <br />
              {[address.zip, address.city, address.state].filter(Boolean).join(' ')}
              {address.country && (
                <>
                  <br />
                  {address.country}
                </>
              )}
              {address.phone && (
                <>
                  <br />
                  {address.phone}
                </>
              )}
            </address>
          ) : (
            <p>{_('None')}</p>
          )}
          <p className="mt-2 break-all">{order.customer.email}</p>
        </section>

        <section aria-labelledby="order-payment" className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
          <h2 id="order-payment" className="mb-2 text-base font-semibold text-gray-900">
            {_('Payment')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{_('Status')}</dt>
            <dd>{_(PAYMENT_STATUS_NAMES[order.payment.status] ?? order.payment.status)}</dd>
            <dt>{_('Provider')}</dt>
            <dd>{order.payment.provider ?? '—'}</dd>
            {order.payment.reference && (
              <>
                <dt>{_('Reference')}</dt>
                <dd className="break-all">{order.payment.reference}</dd>
              </>
            )}
            {order.payment.paid_at && (
              <>
                <dt>{_('Paid on')}</dt>
                <dd>{formatDateTime(order.payment.paid_at, i18n.locale)}</dd>
              </>
            )}
          </dl>
        </section>

        <section aria-labelledby="order-history" className="rounded-lg border border-gray-200 bg-white p-3 text-sm md:col-span-2">
          <h2 id="order-history" className="mb-2 text-base font-semibold text-gray-900">
            {_('Status history')}
          </h2>
          <ol className="space-y-2">
            {order.status_history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <p className="font-medium text-gray-900">
                  {entry.from_label ? `${_(entry.from_label)} → ${_(entry.to_label)}` : _(entry.to_label)}
                </p>
                <p className="text-gray-800">{_('{name}, {time}', { name: entry.actor.name, time: formatDateTime(entry.at, i18n.locale) })}</p>
                {entry.note && <p className="text-gray-800">{entry.note}</p>}
                {entry.tracking && (
                  <p className="break-all text-gray-800">
                    {_('Tracking: {carrier} {number}', { carrier: entry.tracking.carrier, number: entry.tracking.number })}
                    {entry.tracking.url && (
                      <>
                        {' '}
                        <a href={entry.tracking.url} className="text-blue-900 underline" target="_blank" rel="noreferrer">
                          {_('Track the parcel')}
                        </a>
                      </>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>

      {pending?.kind === 'ship' && (
        <ShipDialog
          choices={shipMoves.map((status) => ({ status, label: statusName(status, '') }))}
          onClose={() => setPending(null)}
          onShip={async (body) => {
            const answer = await operatorCall(OrderAnswerSchema, `${base}/status`, { method: 'POST', body });
            setDone(_('The order is now {status}.', { status: statusName(answer.data.status, answer.data.status_label) }));
            await revalidator.revalidate();
          }}
        />
      )}
      <ConfirmDialog
        open={pendingMove !== null}
        onClose={() => setPending(null)}
        danger={pendingMove === CANCELLED || pendingMove === REFUND}
        title={_('Move {order} to {status}?', { order: title, status: pendingMove === null ? '' : statusName(pendingMove, '') })}
        confirmLabel={pendingMove === CANCELLED ? _('Cancel the order') : pendingMove === REFUND ? _('Refund') : _('Move')}
        onConfirm={() => (pendingMove === null ? Promise.resolve() : move(pendingMove))}
      >
        <p>
          {pendingMove === CANCELLED || pendingMove === REFUND
            ? _('The stock of its lines and the gift-card balance it spent go back, and the shopper is mailed. This cannot be undone.')
            : _('The status history keeps who made this move and when.')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingPayment !== null}
        onClose={() => setPending(null)}
        danger={pendingPayment === 'failed'}
        title={pendingPayment === 'failed' ? _('Mark the payment as failed?') : _('Mark the payment as paid?')}
        confirmLabel={pendingPayment === 'failed' ? _('Mark failed') : _('Mark paid')}
        onConfirm={() => (pendingPayment === null ? Promise.resolve() : markPayment(pendingPayment))}
      >
        <p>
          {pendingPayment === 'failed'
            ? _('The order becomes Not Paid; its stock and the gift-card balance it spent go back.')
            : _('Gift cards the order bought are issued and mailed to their recipients.')}
        </p>
      </ConfirmDialog>
    </>
  );
}
