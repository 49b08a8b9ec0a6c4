// The CLI's Studio people commands: sign-in links and the Cloudflare Access role table (admins; docs/operating.md).
import { CliError, positiveInteger, type Io, type OperatorClient } from './operator-client.ts';

export type PeopleOptions = { name?: string | undefined; role?: string | undefined; email?: string | undefined; store?: string[] | undefined; hours?: string | undefined };

const storeIds = (options: PeopleOptions) => (options.store ?? []).map((value) => positiveInteger(value, 'a store id after --store', 'invite --name Ann --role designer --store 4'));

/** `invite`: a one-time Studio sign-in link for a person. */
export async function runInvite(options: PeopleOptions, api: OperatorClient, io: Io): Promise<void> {
  if (!options.name || !options.role) throw new CliError('invite needs --name NAME --role admin|store_manager|designer|fulfilment [--store ID …] [--email ADDRESS] [--hours N].');
  const ids = storeIds(options);
  const link = await api.call<{ url: string; expires_at: string }>('POST', '/sign-in-links', {
    name: options.name,
    role: options.role,
    ...(ids.length ? { storefront_ids: ids } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.hours ? { expires_in_hours: positiveInteger(options.hours, 'a number of hours after --hours', 'invite … --hours 24') } : {}),
  });
  io.out(`Sign-in link for ${options.name} (${options.role}), usable once until ${link.expires_at}:`);
  io.out(link.url);
}

/** `people list | set EMAIL … | remove EMAIL`: who signs in through Cloudflare Access, and as what. */
export async function runPeople(args: string[], options: PeopleOptions, api: OperatorClient, io: Io): Promise<void> {
  const [action, email] = args;
  switch (action) {
    case 'list': {
      const people = await api.call<{ email: string; name: string; role: string; storefront_ids: number[] | null }[]>('GET', '/people');
      for (const person of people) io.out(`${person.email}  ${person.role.padEnd(13)}  ${person.storefront_ids?.join(',') ?? 'all'}  ${person.name}`);
      return;
    }
    case 'set': {
      if (!email || !options.name || !options.role) throw new CliError('people set needs EMAIL --name NAME --role ROLE [--store ID …].');
      const ids = storeIds(options);
      await api.call('PUT', `/people/${encodeURIComponent(email)}`, { name: options.name, role: options.role, ...(ids.length ? { storefront_ids: ids } : {}) });
      io.out(`${email} signs in to the Studio as ${options.role}.`);
      return;
    }
    case 'remove': {
      if (!email) throw new CliError('people remove needs the e-mail address.');
      await api.call('DELETE', `/people/${encodeURIComponent(email)}`);
      io.out(`${email} no longer signs in to the Studio.`);
      return;
    }
    default:
      throw new CliError('people needs list, set or remove.');
  }
}
