// Records a V8 CPU profile of the Worker while it serves load (workerd's inspector, Chrome
// DevTools protocol), and sums self time by source file of the (unminified) bundle: esbuild
// writes a `// path/to/module.ts` comment before each module it bundles.
import { readFile } from 'node:fs/promises';

type CallFrame = { functionName: string; lineNumber: number; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Connects to the Worker's inspector target; `record` runs while the profiler is on. */
export async function profileWhile(inspectorOrigin: string, record: () => Promise<void>): Promise<Profile> {
  const targets = (await (await fetch(`${inspectorOrigin}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string; title?: string }>;
  const target = targets.find((t) => !t.title?.includes('miniflare')) ?? targets[0];
  if (!target) throw new Error('No inspector target.');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');
  await record();
  const { profile } = (await send('Profiler.stop')) as { profile: Profile };
  socket.close();
  return profile;
}

/** Self time per bundled source file (and the top functions), in percent of the sampled time. */
export async function selfTimeBySource(profile: Profile, bundlePath: string, top = 25): Promise<string> {
  const lines = (await readFile(bundlePath, 'utf8')).split('\n');
  const markers: Array<{ line: number; file: string }> = [];
  lines.forEach((text, index) => {
    const match = /^\/\/ (\S+\.(?:[cm]?js|tsx?|json))$/.exec(text);
    if (match) markers.push({ line: index, file: match[1]!.replace(/^.*?(node_modules\/)/, '$1') });
  });
  const fileAt = (line: number): string => {
    let low = 0;
    let high = markers.length - 1;
    let found = '(bundle prelude)';
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (markers[mid]!.line <= line) {
        found = markers[mid]!.file;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byNode.get(id)!.callFrame;
    total += us;
    const file = frame.url.endsWith('.js') && frame.url.includes('index') ? fileAt(frame.lineNumber) : frame.url || `(${frame.functionName || 'native'})`;
    const key = file.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, 'node_modules/$1');
    byFile.set(key, (byFile.get(key) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const rows = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  return [`Self time by module (${(total / 1000).toFixed(0)} ms sampled):`, ...rows(byFile), '', 'Top functions:', ...rows(byFunction)].join('\n');
}
