// The CLI's webhook commands and the deployment check (docs/operating.md "Webhooks", "Doctor").
import { CliError, positiveInteger, type Io, type OperatorClient } from './operator-client.ts';

export type WebhookOptions = { endpoint?: string | undefined; event?: string[] | undefined; 'rotate-secret'?: boolean | undefined; status?: string | undefined; limit?: string | undefined };

type Endpoint = { url: string; events: string[]; secret?: string | null; updated_at: string };
type Delivery = { id: number; event: string; status: string; created_at: string; attempt_count: number; last_status_code: number | null; last_error: string | null; next_attempt_at: string | null };
type Health = { ok: boolean; environment: string; problems: { feature: string; missing: string[]; effect: string }[] };

const USAGE = 'webhooks ID | webhooks ID set --endpoint URL --event NAME [--event NAME …] [--rotate-secret] | webhooks ID remove | webhooks ID deliveries [--status dead] | webhooks ID retry DELIVERY_ID';

export async function runWebhookCommand(args: string[], options: WebhookOptions, api: OperatorClient, io: Io): Promise<void> {
  const id = positiveInteger(args[0], 'a store id', 'webhooks 1');
  const [, action, deliveryId] = args;
  switch (action) {
    case undefined: {
      const endpoint = await api.call<Endpoint | null>('GET', `/storefronts/${id}/webhooks`);
      io.out(endpoint ? `Store ${id} posts ${endpoint.events.join(', ')} to ${endpoint.url} (since ${endpoint.updated_at}).` : `Store ${id} has no webhook endpoint.`);
      return;
    }
    case 'set': {
      if (!options.endpoint || !options.event?.length) throw new CliError(`webhooks set needs --endpoint URL and at least one --event.\n  ${USAGE}`);
      const endpoint = await api.call<Endpoint>('PUT', `/storefronts/${id}/webhooks`, { url: options.endpoint, events: options.event, rotate_secret: options['rotate-secret'] === true });
      io.out(`Store ${id} posts ${endpoint.events.join(', ')} to ${endpoint.url}.`);
      if (endpoint.secret) {
        io.out('The signing secret is shown this once; give it to the receiving system now:');
        io.out(endpoint.secret);
      } else {
        io.out('The signing secret is unchanged (--rotate-secret makes a new one).');
      }
      return;
    }
    case 'remove': {
      const { deleted } = await api.call<{ deleted: boolean }>('DELETE', `/storefronts/${id}/webhooks`);
      io.out(deleted ? `Store ${id}'s webhook endpoint is removed.` : `Store ${id} had no webhook endpoint.`);
      return;
    }
    case 'deliveries': {
      const limit = options.limit ? positiveInteger(options.limit, 'a number after --limit', 'webhooks 1 deliveries --limit 100') : 50;
      const query = new URLSearchParams({ limit: String(Math.min(limit, 200)), ...(options.status ? { status: options.status } : {}) });
      const page = await api.page<Delivery>(`/storefronts/${id}/webhooks/deliveries?${query}`);
      io.out('     id  event                 status      tries  last answer         created');
      for (const delivery of page.data) {
        const last = delivery.last_error ?? (delivery.last_status_code ? `HTTP ${delivery.last_status_code}` : '');
        io.out(`${String(delivery.id).padStart(7)}  ${delivery.event.padEnd(20)}  ${delivery.status.padEnd(10)}  ${String(delivery.attempt_count).padStart(5)}  ${last.slice(0, 18).padEnd(18)}  ${delivery.created_at}`);
      }
      if (page.next_cursor) io.out('(older deliveries: --limit N)');
      return;
    }
    case 'retry': {
      const delivery = await api.call<Delivery>('POST', `/storefronts/${id}/webhooks/deliveries/${positiveInteger(deliveryId, 'a delivery id', `webhooks ${id} retry 42`)}/retry`);
      io.out(`Delivery ${delivery.id} (${delivery.event}) is queued again.`);
      return;
    }
    default:
      throw new CliError(`Unknown webhooks action "${action}".\n  ${USAGE}`);
  }
}

/** `doctor`: what the deployment lacks for the features it is configured for; exit code 1 when anything. */
export async function runDoctor(api: OperatorClient, io: Io): Promise<void> {
  const health = await api.call<Health>('GET', '/health');
  if (health.ok) {
    io.out(`No problems: every configured feature has its bindings and secrets (${health.environment}).`);
    return;
  }
  for (const problem of health.problems) {
    io.out(`✗ ${problem.feature}: missing ${problem.missing.join(', ')}`);
    io.out(`  ${problem.effect}`);
  }
  throw new CliError(`${health.problems.length} problem${health.problems.length === 1 ? '' : 's'} found (${health.environment}).`);
}
