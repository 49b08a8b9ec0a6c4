// The CLI's kit and gift-card commands (docs/operating.md "Kits and gift cards").
import { minorUnits } from '../../shared/catalog/catalog-csv.ts';
import { csvRecords, toCsv } from '../../shared/catalog/csv.ts';
import { kitLinksCsv } from '../../shared/kits/kit-links-csv.ts';
import { CliError, positiveInteger, readJsonFile, readTextFile, type Io, type OperatorClient } from './operator-client.ts';

export type KitOptions = { count?: string | undefined; recipients?: string | undefined; balance?: string | undefined; code?: string | undefined; status?: string | undefined; csv?: boolean | undefined };

type Kit = { id: number; name: string; token: string; amount: number; hide_prices: boolean; links: { total: number; ordered: number }; products?: { product: string; required: boolean; quantity: number }[] };
type Link = { user_token: string; url: string | null; email: string | null; name: string | null; ordered?: boolean; order_uuid?: string | null; created_at?: string };
type Card = { code: string; balance: number; status: string; created_at?: string; customer_email?: string | null };

const storeIdOf = (value: string | undefined, example: string) => positiveInteger(value, 'a store id', example);
const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function recipientsOf(file: string): Promise<{ email: string; name?: string }[]> {
  const { header, records } = csvRecords(await readTextFile(file));
  if (!header.includes('email')) throw new CliError(`${file}: the header row needs an email column (and optionally name).`);
  const recipients = records.map(({ values }) => ({ email: values.email ?? '', ...(values.name ? { name: values.name } : {}) }));
  if (recipients.length === 0) throw new CliError(`${file} has no recipients.`);
  return recipients;
}

export async function runKitCommand(command: string, args: string[], options: KitOptions, api: OperatorClient, io: Io): Promise<boolean> {
  if (command === 'kits') {
    const [action, rawId, second, third] = args;
    const id = storeIdOf(rawId, 'kits list 7');
    switch (action) {
      case 'list': {
        io.out('   id  links (ordered)  name');
        for (const kit of await api.all<Kit>(`/storefronts/${id}/kits?`)) io.out(`${String(kit.id).padStart(5)}  ${`${kit.links.total} (${kit.links.ordered})`.padEnd(15)}  ${kit.name}`);
        return true;
      }
      case 'create': {
        if (!second) throw new CliError('kits create needs a kit FILE (JSON: { name, amount, banner?, hide_prices, products: [{ product, required, quantity }] }).');
        const kit = await api.call<{ id: number; token: string }>('POST', `/storefronts/${id}/kits`, await readJsonFile(second));
        io.out(`Kit ${kit.id} created (token ${kit.token}). Make its links: npm run stores -- kits links ${id} ${kit.id} --count N | --recipients FILE.csv`);
        return true;
      }
      case 'show':
      case 'update': {
        const kitId = positiveInteger(second, 'a kit id', `kits ${action} 7 3`);
        const kit =
          action === 'update'
            ? await api.call<Kit>('PUT', `/storefronts/${id}/kits/${kitId}`, await readJsonFile(third ?? ''))
            : await api.call<Kit>('GET', `/storefronts/${id}/kits/${kitId}`);
        io.out(JSON.stringify(kit, null, 2));
        return true;
      }
      case 'links': {
        const kitId = positiveInteger(second, 'a kit id', 'kits links 7 3 --count 50');
        if (options.count && options.recipients) throw new CliError('kits links takes --count N or --recipients FILE.csv, not both.');
        if (options.count || options.recipients) {
          const body = options.recipients
            ? { recipients: await recipientsOf(options.recipients) }
            : { count: positiveInteger(options.count, 'a number of links after --count', 'kits links 7 3 --count 50') };
          io.out(kitLinksCsv(await api.call<Link[]>('POST', `/storefronts/${id}/kits/${kitId}/links`, body)));
          return true;
        }
        io.out(kitLinksCsv(await api.all<Link>(`/storefronts/${id}/kits/${kitId}/links?`)));
        return true;
      }
      default:
        throw new CliError('kits needs list, create, show, update or links.');
    }
  }
  if (command === 'gift-cards') {
    const [action, rawId, code] = args;
    const id = storeIdOf(rawId, 'gift-cards list 7');
    switch (action) {
      case 'issue': {
        const balance = minorUnits(options.balance ?? '');
        if (balance === null) throw new CliError('gift-cards issue needs --balance AMOUNT in the store\'s currency, e.g. --balance 50.00.');
        const count = options.count ? positiveInteger(options.count, 'a number of cards after --count', 'gift-cards issue 7 --balance 25 --count 100') : 1;
        if (count > 1 && options.code) throw new CliError('--code names one card: leave it out with --count.');
        const cards: Card[] = [];
        for (let n = 0; n < count; n++) {
          cards.push(await api.call<Card>('POST', `/storefronts/${id}/gift-cards`, { balance, ...(options.code ? { code: options.code } : {}), ...(options.status ? { status: options.status } : {}) }));
        }
        io.out(toCsv([['code', 'balance', 'status'], ...cards.map((card) => [card.code, money(card.balance), card.status])]).trimEnd());
        return true;
      }
      case 'list': {
        const cards = await api.all<Card>(`/storefronts/${id}/gift-cards?${options.status ? `status=${encodeURIComponent(options.status)}` : ''}`);
        if (options.csv) {
          io.out(toCsv([['code', 'balance', 'status', 'created_at', 'customer_email'], ...cards.map((c) => [c.code, money(c.balance), c.status, c.created_at, c.customer_email])]).trimEnd());
          return true;
        }
        for (const card of cards) io.out(`${card.code.padEnd(20)}  ${money(card.balance).padStart(10)}  ${card.status.padEnd(8)}  ${card.customer_email ?? ''}`);
        return true;
      }
      case 'set': {
        if (!code || !options.status) throw new CliError('gift-cards set needs the code and --status active|inactive|expired, e.g. "gift-cards set 7 WELCOME-2027 --status inactive".');
        const card = await api.call<Card>('PATCH', `/storefronts/${id}/gift-cards/${encodeURIComponent(code)}`, { status: options.status });
        io.out(`${card.code} is ${card.status} (balance ${money(card.balance)}).`);
        return true;
      }
      default:
        throw new CliError('gift-cards needs issue, list or set.');
    }
  }
  return false;
}
