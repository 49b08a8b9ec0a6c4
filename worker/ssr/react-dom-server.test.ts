import { createElement, type ReactNode } from 'react';
// React's Node renderer as the reference: a separate module, so it cannot share the edge module
// (and its encoder) with the Worker's.
import { renderToString } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
// The Worker's react-dom/server (wrangler.toml [alias]): React's edge renderer with the caching encoder.
import { renderToReadableStream as workerRender } from './react-dom-server.cjs';

async function html(node: ReactNode): Promise<string> {
  const stream = await workerRender(node);
  await stream.allReady;
  return new Response(stream).text();
}

/** A page-like tree: the same class lists and texts again and again, non-ASCII, one-off values, a long text. */
function page(request: number): ReactNode {
  const cards = Array.from({ length: 40 }, (_, index) =>
    createElement(
      'li',
      { key: index, className: 'relative flex flex-col gap-2 rounded-lg border border-gray-200 p-4' },
      createElement('a', { href: `/products/item-${index % 7}?color=${request}`, className: 'text-sm font-medium text-gray-900' }, `Größe ${index % 5} — T-Shirt 🎁`),
      createElement('span', { className: 'text-gray-500', 'data-request': `r${request}-${index}` }, `${index} €`),
    ),
  );
  return createElement(
    'main',
    { id: `main-${request}` },
    createElement('ul', { className: 'grid grid-cols-2 gap-4' }, cards),
    createElement('p', { className: 'text-gray-500' }, 'Lorem ipsum dolor sit amet. '.repeat(300)),
    createElement('p', { title: 'x'.repeat(600) }, 'ä'.repeat(700)),
  );
}

describe("the Worker's react-dom/server", () => {
  it("renders the same markup as React's Node renderer, render after render", async () => {
    // 150 pages of ~40 one-off pieces each: past both generations of the encoder's kept pieces.
    for (let request = 0; request < 150; request++) {
      expect(await html(page(request))).toBe(renderToString(page(request)));
    }
  });
});
