import type { BootPayload } from '../../client/app/boot-payload.ts';
import { serializeForScript } from '../../shared/escape-json.ts';

// The store config (one object per store version: bootStorefront) and the client assets (one
// per isolate: clientAssets) are the bulk of every page's boot payload; their script-safe JSON
// is written once per object, not per request (docs/decisions/0130-ssr-cpu.md, third pass).
// Nothing mutates these objects after they are built.
const written = new WeakMap<object, string>();

function onceFor(value: object): string {
  let json = written.get(value);
  if (json === undefined) {
    json = serializeForScript(value);
    written.set(value, json);
  }
  return json;
}

/** `serializeForScript(boot)` with the same value when parsed: the shared parts come from the cache. */
export function bootPayloadJson(boot: BootPayload): string {
  const { storefront, assets, ...perRequest } = boot;
  // `perRequest` always has lang, catalogUrl and user: its JSON is "{…}", never "{}".
  return `{"storefront":${onceFor(storefront)},"assets":${onceFor(assets)},${serializeForScript(perRequest).slice(1)}`;
}
