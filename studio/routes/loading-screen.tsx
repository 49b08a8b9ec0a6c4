/** What shows while the Studio's first data loads (before the texts may be known: no words). */
export function LoadingScreen() {
  return (
    <div role="progressbar" aria-label="Loading" className="fixed inset-x-0 top-0 h-1 overflow-hidden bg-blue-100">
      <div className="h-full w-1/3 animate-pulse bg-blue-700" />
    </div>
  );
}
