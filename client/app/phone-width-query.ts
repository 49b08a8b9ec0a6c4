/**
 * Phones: narrower than Tailwind's md breakpoint (768px), where the filters panel starts
 * collapsed (ADR 0117). Shared by `usePhoneWidth` and the catalog pages' on-demand parts, which
 * hydrate at once at this width so the panel's button says it is collapsed (ADR 0151).
 */
export const PHONE_WIDTH_QUERY = '(max-width: 767.98px)';
