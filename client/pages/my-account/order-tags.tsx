import { useLingui } from '@lingui/react';
import { orderStatusTag, paymentStatusTag, type OrderStatusKey, type PaymentStatus, type TagSeverity } from '../../../shared/orders/order-status.ts';

const SEVERITY_CLASS: Record<TagSeverity, string> = {
  info: 'bg-blue-100 text-blue-900',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-900',
  danger: 'bg-red-100 text-red-900',
};

/** The spec's labels (section 3), translated. */
export function useOrderStatusLabels(): Record<OrderStatusKey, string> {
  const { _ } = useLingui();
  return {
    'new-order': _('New Order'),
    'in-progress': _('In Progress'),
    shipped: _('Shipped'),
    'partially-shipped': _('Partially Shipped'),
    cancelled: _('Cancelled'),
    'on-hold': _('On Hold'),
    'not-paid': _('Not Paid'),
    refund: _('Refund'),
    pending: _('Pending'),
  };
}

function usePaymentLabels(): Record<PaymentStatus, string> {
  const { _ } = useLingui();
  return { pending: _('Pending'), paid: _('Paid'), failed: _('Failed') };
}

function Tag({ severity, label, title }: { severity: TagSeverity; label: string; title: string }) {
  return (
    <span title={title} data-severity={severity} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[severity]}`}>
      {label}
    </span>
  );
}

/** Order status tag: New Order info, In Progress warning, ... any other value Pending. */
export function OrderStatusTag({ status }: { status: number }) {
  const { _ } = useLingui();
  const tag = orderStatusTag(status);
  const label = useOrderStatusLabels()[tag.key];
  return <Tag severity={tag.severity} label={label} title={_('Order status: {status}', { status: label })} />;
}

/** Payment tag: pending warning, paid success, failed danger. */
export function PaymentStatusTag({ status }: { status: string }) {
  const { _ } = useLingui();
  const tag = paymentStatusTag(status);
  const label = usePaymentLabels()[tag.key];
  return <Tag severity={tag.severity} label={label} title={_('Payment status: {status}', { status: label })} />;
}
