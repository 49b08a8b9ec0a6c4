let resolveHydrated: () => void = () => undefined;

/** Settles once React has hydrated the page (set by the document's HydrationMarker). */
export const whenHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export function markHydrated(): void {
  resolveHydrated();
}
