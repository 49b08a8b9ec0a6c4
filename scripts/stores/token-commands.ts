// The CLI's token commands: make, list and revoke operator tokens (admins; docs/operating.md).
import { CliError, positiveInteger, type Io, type OperatorClient } from './operator-client.ts';

type Token = { id: string; name: string; role: string; storefront_ids: number[] | null; expires_at: string | null; last_used_at?: string | null; revoked_at?: string | null };

export type TokenOptions = { name?: string | undefined; role?: string | undefined; store?: string[] | undefined; days?: string | undefined };

export async function runTokenCommand(args: string[], options: TokenOptions, api: OperatorClient, io: Io): Promise<void> {
  const [action, id] = args;
  switch (action) {
    case 'create': {
      if (!options.name || !options.role) throw new CliError('tokens create needs --name NAME --role admin|store_manager|designer|fulfilment [--store ID …] [--days N].');
      const storefrontIds = (options.store ?? []).map((value) => positiveInteger(value, 'a store id after --store', 'tokens create --name Ann --role designer --store 4'));
      const token = await api.call<Token & { token: string }>('POST', '/tokens', {
        name: options.name,
        role: options.role,
        ...(storefrontIds.length > 0 ? { storefront_ids: storefrontIds } : {}),
        ...(options.days ? { expires_in_days: positiveInteger(options.days, 'a number of days after --days', 'tokens create … --days 90') } : {}),
      });
      io.out(`Token ${token.id} (${token.role}${token.storefront_ids ? ` for stores ${token.storefront_ids.join(', ')}` : ', every store'}), ${token.expires_at ? `expires ${token.expires_at}` : 'does not expire'}.`);
      io.out('The secret is shown this once; hand it over now:');
      io.out(token.token);
      return;
    }
    case 'list': {
      const tokens = await api.all<Token>('/tokens?');
      io.out('id                 role           stores     name  (last used, state)');
      for (const token of tokens) {
        const state = token.revoked_at ? `revoked ${token.revoked_at}` : token.expires_at && token.expires_at < new Date().toISOString() ? 'expired' : 'active';
        io.out(`${token.id.padEnd(17)}  ${token.role.padEnd(13)}  ${(token.storefront_ids?.join(',') ?? 'all').padEnd(9)}  ${token.name}  (${token.last_used_at ?? 'never used'}, ${state})`);
      }
      return;
    }
    case 'revoke': {
      if (!id) throw new CliError('tokens revoke needs the token id, e.g. "tokens revoke tok_abc123" (see tokens list).');
      await api.call('DELETE', `/tokens/${encodeURIComponent(id)}`);
      io.out(`Token ${id} is revoked: its next call is refused.`);
      return;
    }
    default:
      throw new CliError('tokens needs create, list or revoke.');
  }
}
