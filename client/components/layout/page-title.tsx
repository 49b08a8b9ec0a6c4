// Document title "{page} | {store}" with canonical URL and Open Graph: SeoHead with the page's own path and the store logo.
export { SeoHead as PageTitle } from './seo-head.tsx';
