import { useLingui } from '@lingui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { minorUnits } from '../../../shared/catalog/catalog-csv.ts';
import type { GiftCard } from '../../api/answers.ts';
import { issueGiftCard, setGiftCardStatus } from '../../api/kits-api.ts';
import { Button } from '../../components/button.tsx';
import { FormErrors, TextField } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { formErrors } from '../../lib/field-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatMoney } from '../orders/order-labels.ts';

type Errors = { fields: Record<string, string[]>; form: string[] };
const NO_ERRORS: Errors = { fields: {}, form: [] };

/**
 * Gift cards and promo codes (POST/PATCH …/gift-cards): issue one with a balance and an optional
 * code of one's own; the newest cards with Disable (inactive: checkout refuses it) and Enable.
 */
export function GiftCardsSection({ storeId, cards: loaded, moreCards }: { storeId: number; cards: GiftCard[]; moreCards: boolean }) {
  const { _, i18n } = useLingui();
  const headingId = useId();
  const [cards, setCards] = useState(loaded);
  useEffect(() => setCards(loaded), [loaded]);
  const [balance, setBalance] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<GiftCard | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const statusName = (status: GiftCard['status']) => ({ active: _('Active'), inactive: _('Disabled'), expired: _('Expired') })[status];

  const issue = async (event: FormEvent) => {
    event.preventDefault();
    const minor = minorUnits(balance.trim());
    if (minor === null) {
      setErrors({ fields: { balance: [_('Enter an amount like 50 or 50.00.')] }, form: [] });
      return;
    }
    setIssuing(true);
    setErrors(NO_ERRORS);
    setIssued(null);
    try {
      const card = await issueGiftCard(storeId, { balance: minor, ...(code.trim() ? { code: code.trim() } : {}) });
      setCards((current) => [{ ...card, created_at: new Date().toISOString(), customer_email: null }, ...current]);
      setIssued(card);
      setBalance('');
      setCode('');
    } catch (error) {
      const found = formErrors(error, ['balance', 'code', 'status']);
      setErrors(found.form.length || Object.keys(found.fields).length ? found : { fields: {}, form: [_('Something went wrong. Try again.')] });
    } finally {
      setIssuing(false);
    }
  };

  const toggle = async (card: GiftCard) => {
    setSwitching(card.code);
    setSwitchError(null);
    try {
      const changed = await setGiftCardStatus(storeId, card.code, card.status === 'active' ? 'inactive' : 'active');
      setCards((current) => current.map((each) => (each.code === card.code ? { ...each, status: changed.status } : each)));
    } catch (error) {
      setSwitchError(error instanceof Error ? error.message : _('Something went wrong. Try again.'));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {_('Gift cards')}
      </h2>
      <form onSubmit={(event) => void issue(event)} noValidate className="space-y-3" aria-label={_('Issue a gift card')}>
        <FormErrors messages={errors.form} />
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
          <TextField label={_('Balance')} value={balance} onChange={setBalance} inputMode="decimal" hint={_('In the store\'s currency, e.g. 50.00.')} errors={errors.fields.balance} autoComplete="off" />
          <TextField
            label={_('Code (optional)')}
            value={code}
            onChange={setCode}
            hint={_('Left empty, a code is drawn for you.')}
            errors={errors.fields.code}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
          <div className="sm:pt-6">
            <Button type="submit" variant="primary" busy={issuing}>
              {_('Issue a gift card')}
            </Button>
          </div>
        </div>
      </form>
      {issued && (
        <Notice tone="success" role="status">
          {_('Gift card {code} issued with {balance}.', { code: issued.code, balance: formatMoney(issued.balance, i18n.locale) })}
        </Notice>
      )}
      {switchError && (
        <Notice tone="error" role="alert">
          {switchError}
        </Notice>
      )}
      {cards.length === 0 ? (
        <p className="text-sm text-gray-800">{_('This store has no gift cards yet.')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{_('Gift cards, newest first')}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-800">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {_('Code')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {_('Balance')}
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {_('Status')}
                </th>
                <th scope="col" className="hidden py-1 pr-2 font-medium sm:table-cell">
                  {_('Issued')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">{_('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.code} className="border-b border-gray-100">
                  <th scope="row" className="py-2 pr-2 font-mono text-xs font-normal break-all">
                    {card.code}
                    {card.customer_email && <span className="block font-sans text-gray-700">{card.customer_email}</span>}
                  </th>
                  <td className="py-2 pr-2 text-right whitespace-nowrap">{formatMoney(card.balance, i18n.locale)}</td>
                  <td className="py-2 pr-2">{statusName(card.status)}</td>
                  <td className="hidden py-2 pr-2 sm:table-cell">{formatDateTime(card.created_at, i18n.locale)}</td>
                  <td className="py-2 text-right">
                    <Button
                      small
                      variant={card.status === 'active' ? 'danger' : 'secondary'}
                      busy={switching === card.code}
                      onClick={() => void toggle(card)}
                      aria-label={card.status === 'active' ? _('Disable {code}', { code: card.code }) : _('Enable {code}', { code: card.code })}
                    >
                      {card.status === 'active' ? _('Disable') : _('Enable')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {moreCards && <p className="mt-2 text-xs text-gray-700">{_('The newest 200 cards; the CLI lists all of them: npm run stores -- gift-cards list {id}.', { id: storeId })}</p>}
        </div>
      )}
    </section>
  );
}
