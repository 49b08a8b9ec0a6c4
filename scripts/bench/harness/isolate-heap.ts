// The Worker isolate's JavaScript heap, read through workerd's inspector (Chrome DevTools
// protocol) right after a heap snapshot: V8 collects garbage fully before it takes one (workerd
// does not answer HeapProfiler.collectGarbage), so the figure is what the isolate keeps, not what
// it has not collected yet. The snapshot itself is thrown away.

export type HeapReading = { usedBytes: number; totalBytes: number };

export type IsolateHeap = { read: () => Promise<HeapReading>; close: () => void };

/** Connects to the Worker's inspector target (not Miniflare's own). */
export async function connectIsolateHeap(inspectorOrigin: string): Promise<IsolateHeap> {
  const targets = (await (await fetch(`${inspectorOrigin}/json/list`)).json()) as Array<{ id: string; webSocketDebuggerUrl: string }>;
  // Miniflare names the user's Worker core:user:<name>; its other targets are its own plumbing.
  const target = targets.find((t) => t.id.startsWith('core:user:'));
  if (!target) throw new Error('No inspector target.');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(message.error.message));
    else waiting?.resolve(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('HeapProfiler.enable');
  return {
    read: async () => {
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
      return { usedBytes: usage.usedSize, totalBytes: usage.totalSize };
    },
    close: () => socket.close(),
  };
}
