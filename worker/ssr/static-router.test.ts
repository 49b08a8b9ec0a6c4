import { createElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData, useLocation, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staticRouter } from './static-router.ts';

function Page() {
  const data = useLoaderData<{ name: string }>();
  return createElement('p', null, `${data.name} at ${useLocation().pathname}`);
}

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    element: createElement('main', null, createElement(Outlet)),
    errorElement: createElement('p', null, 'failed'),
    children: [
      { id: 'home', index: true, loader: () => ({ name: 'home' }), element: createElement(Page) },
      { id: 'product', path: 'products/:slug', loader: ({ params }) => ({ name: params.slug }), element: createElement(Page) },
      { id: 'about', path: 'about', loader: () => ({ name: 'about' }), Component: Page, ErrorBoundary: () => createElement('p', null, 'about failed') },
      // Resolved by the handler when a request first matches it, after the shared router was made.
      { id: 'legal', path: 'legal', lazy: async () => ({ loader: () => ({ name: 'legal' }), Component: Page }) },
      {
        id: 'broken',
        path: 'broken',
        loader: () => {
          throw new Error('no');
        },
        element: createElement(Page),
      },
    ],
  },
]);

async function contextOf(path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`https://demo.localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return context;
}

describe('staticRouter', () => {
  it("is react-router's static router for each page, the shared tree converted once", async () => {
    staticRouter(handler, await contextOf('/')); // the first page makes the shared router
    for (const path of ['/products/tee', '/legal', '/', '/broken', '/legal', '/about', '/nowhere']) {
      const context = await contextOf(path);
      const ours = staticRouter(handler, context);
      const theirs = createStaticRouter(handler.dataRoutes, context);
      expect(ours.state).toEqual(theirs.state);
      expect(ours.routes).toEqual(theirs.routes);
      expect(ours.manifest).toEqual(theirs.manifest);
      expect(ours.basename).toBe(theirs.basename);
      expect(ours.match('/products/cap')).toEqual(theirs.match('/products/cap'));
      const html = (router: typeof ours) => renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
      expect(html(ours)).toBe(html(theirs));
    }
    // Once every route was matched, every page shares the one converted tree.
    const shared = Object.getPrototypeOf(staticRouter(handler, await contextOf('/about')));
    for (const path of ['/products/cap', '/', '/legal', '/about', '/broken', '/nowhere']) {
      expect(Object.getPrototypeOf(staticRouter(handler, await contextOf(path)))).toBe(shared);
    }
  });

  it("renders each page's own data and location", async () => {
    const render = async (path: string) => {
      const context = await contextOf(path);
      return renderToString(createElement(StaticRouterProvider, { router: staticRouter(handler, context), context, hydrate: false }));
    };
    expect(await render('/products/tee')).toBe('<main><p>tee at /products/tee</p></main>');
    expect(await render('/')).toBe('<main><p>home at /</p></main>');
    expect(await render('/broken')).toBe('<p>failed</p>');
    expect(await render('/legal')).toBe('<main><p>legal at /legal</p></main>');
    expect(await render('/about')).toBe('<main><p>about at /about</p></main>');
  });
});
