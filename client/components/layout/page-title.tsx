import { SeoHead } from './seo-head.tsx';

/**
 * Document title "{page} | {store}" with the page's canonical URL and Open Graph tags
 * (see SeoHead; React hoists the tags into the head).
 */
export function PageTitle({ title, description }: { title?: string | undefined; description?: string | undefined }) {
  return <SeoHead title={title} description={description} />;
}
