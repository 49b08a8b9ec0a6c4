import { useStorefront } from '../../app/storefront-context.tsx';

/** Document title "{page} | {store}" (React hoists <title> into the head). */
export function PageTitle({ title }: { title?: string | undefined }) {
  const { name } = useStorefront();
  return <title>{title ? `${title} | ${name}` : name}</title>;
}
