// The operator CLI (npm run stores -- <command>): the operator API (docs/api.md) from a terminal.
import { parseArgs } from 'node:util';
import { CliError, operatorClient, type Io } from './operator-client.ts';
import { runCatalogCommand } from './catalog-commands.ts';
import { runKitCommand } from './kit-commands.ts';
import { runStoreCommand } from './store-commands.ts';
import { runTokenCommand } from './token-commands.ts';
import { runInvite, runPeople } from './people-commands.ts';
import { runOrderCommand } from './order-commands.ts';
import { runDoctor, runWebhookCommand } from './webhook-commands.ts';

export { CliError } from './operator-client.ts';

export const USAGE = `Usage: npm run stores -- <command> [options]

Stores:
  list                                   your stores: id, status, name, hostnames
  add --name NAME --host HOST [--host HOST …] [--primary HOST] --config FILE
      [--status live|draft|demo] [--company-name NAME] [--database N]
  set ID [--name NAME] [--status live|draft|demo] [--company-name NAME]
  hosts ID [--add HOST …] [--remove HOST …] [--primary HOST]   change hostnames (no option: list them)
  config ID [--set FILE]                 print a store's live config, or replace it with FILE
  preview ID FILE                        save FILE as the store's draft and print the preview link
  publish ID                             make the draft live
  versions ID [--limit N]                the store's config versions, newest first
  rollback ID --version N                publish version N again (as a new version)
  suspend ID | resume ID                 close the store to shoppers (503), or open it again
  delete ID --yes                        free its hostnames now; its data is purged after 30 days
  move ID --to N                         move the store's rows to store database N (admins; readable meanwhile, writes 503)
  password ID --password SECRET | password ID remove   the private store's password
  audit [ID] [--limit N]                 who changed what (one store, or every store: admins)

Catalog (admins and store managers; media also designers):
  catalog import ID FILE [--replace] [--dry-run]   FILE is JSON or CSV (*.csv, one row per size); progress on stderr
  catalog export ID [--csv]              print the catalog (JSON, or CSV with --csv)
  inventory ID FILE.csv [--skip-unknown] stock and prices: product, colour, size, quantity and/or price
  media put ID FILE [--name NAME]        upload a PNG, JPEG, WebP, AVIF or GIF; prints its /media/… path
  media list ID | media delete ID PATH
  kits list ID | kits create ID FILE.json | kits show ID KIT | kits update ID KIT FILE.json
  kits links ID KIT [--count N | --recipients FILE.csv]   new links (or all, without options) as CSV for a mail merge
  gift-cards issue ID --balance 50.00 [--code CODE] [--status active|inactive] [--count N]
  gift-cards list ID [--status S] [--csv] | gift-cards set ID CODE --status active|inactive|expired
Orders (admins, store managers, fulfilment):
  orders ID [--status S] [--payment pending|paid|failed] [--since DATE] [--until DATE] [--search TEXT]
      [--limit N] [--csv FILE]           newest first; --csv streams every matching line into FILE
  order ID UUID                          one order: lines, address, totals, payment, gift cards, history
  ship ID UUID --carrier NAME --number N [--tracking-url URL] [--partial] [--note TEXT]
  cancel ID UUID | refund ID UUID [--note TEXT]   stock and spent gift-card balance go back (once)
  status ID UUID STATUS [--note TEXT]    any allowed move (1-8 or the label, e.g. "On Hold")
  paid ID UUID [--failed]                record a manual payment (paid issues and mails its gift cards)

Webhooks:
  webhooks ID                            the store's endpoint and events
  webhooks ID set --endpoint URL --event NAME [--event NAME …] [--rotate-secret]
  webhooks ID remove | webhooks ID deliveries [--status dead] | webhooks ID retry DELIVERY_ID

Deployment:
  doctor                                 bindings and secrets the configured features lack (exit 1 if any)

Tokens (admins):
  tokens create --name NAME --role admin|store_manager|designer|fulfilment [--store ID …] [--days N]
  tokens list | tokens revoke TOKEN_ID

Studio people (admins):
  invite --name NAME --role ROLE [--store ID …] [--email ADDRESS] [--hours N]   a one-time sign-in link
  people list | people set EMAIL --name NAME --role ROLE [--store ID …] | people remove EMAIL
                                         who signs in through Cloudflare Access, and as what

Options (every command):
  --url URL          the Worker (default $STORES_URL, else http://127.0.0.1:$PORT, PORT default 8787)
  --token TOKEN      the operator token (default $OPERATOR_TOKEN or local-operator-token)
  --if-match N       config, preview, publish and set: refuse (412) if the store moved past version N`;

/**
 * `orders ID --csv FILE` names a file, while `catalog export ID --csv` and `gift-cards list --csv`
 * are switches: for the orders command, `--csv` with a value is read as `--csv-file`.
 */
function ordersCsvFile(argv: string[]): string[] {
  if (argv.find((arg) => !arg.startsWith('-')) !== 'orders') return argv;
  return argv.map((arg, index) => (arg === '--csv' && argv[index + 1] !== undefined && !argv[index + 1]!.startsWith('-') ? '--csv-file' : arg));
}

/** Runs one CLI command; throws CliError with a readable message on any failure. */
export async function runStores(argv: string[], io: Io): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: ordersCsvFile(argv),
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
        'company-name': { type: 'string' },
        host: { type: 'string', multiple: true },
        add: { type: 'string', multiple: true },
        remove: { type: 'string', multiple: true },
        primary: { type: 'string' },
        config: { type: 'string' },
        set: { type: 'string' },
        'if-match': { type: 'string' },
        version: { type: 'string' },
        password: { type: 'string' },
        limit: { type: 'string' },
        role: { type: 'string' },
        store: { type: 'string', multiple: true },
        days: { type: 'string' },
        email: { type: 'string' },
        hours: { type: 'string' },
        yes: { type: 'boolean' },
        to: { type: 'string' },
        database: { type: 'string' },
        replace: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        csv: { type: 'boolean' },
        'skip-unknown': { type: 'boolean' },
        count: { type: 'string' },
        recipients: { type: 'string' },
        balance: { type: 'string' },
        code: { type: 'string' },
        payment: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        search: { type: 'string' },
        'csv-file': { type: 'string' },
        carrier: { type: 'string' },
        number: { type: 'string' },
        'tracking-url': { type: 'string' },
        partial: { type: 'boolean' },
        note: { type: 'string' },
        failed: { type: 'boolean' },
        endpoint: { type: 'string' },
        event: { type: 'string', multiple: true },
        'rotate-secret': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return;
  }
  const port = /^\d{1,5}$/.test(io.env.PORT ?? '') ? io.env.PORT : '8787';
  const base = (values.url || io.env.STORES_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  const api = operatorClient(io, base, values.token || io.env.OPERATOR_TOKEN || 'local-operator-token');
  if (command === 'tokens') return runTokenCommand(args, values, api, io);
  if (command === 'invite') return runInvite(values, api, io);
  if (command === 'people') return runPeople(args, values, api, io);
  if (command === 'webhooks') return runWebhookCommand(args, values, api, io);
  if (command === 'doctor') return runDoctor(api, io);
  if (await runOrderCommand(command, args, values, api, io)) return;
  if (await runStoreCommand(command, args, values, api, io)) return;
  if (await runCatalogCommand(command, args, values, api, io)) return;
  if (await runKitCommand(command, args, values, api, io)) return;
  throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
}
