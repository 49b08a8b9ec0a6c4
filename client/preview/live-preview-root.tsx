import { useEffect, useState, type ReactNode } from 'react';
import type { RouterContextProvider } from 'react-router';
import { followDrafts } from './live-preview.ts';
import type { LiveView } from './live-view.ts';

/**
 * The root of a store designer's preview page: shows `initial` (what the server rendered), then
 * each new draft with a router rebuilt from it (ADR 0073).
 */
export function LivePreviewRoot({
  initial,
  getContext,
  render,
}: {
  initial: LiveView;
  getContext: () => RouterContextProvider;
  render: (view: LiveView) => ReactNode;
}) {
  const [view, setView] = useState(initial);
  useEffect(() => followDrafts(initial.router, getContext, setView), [initial.router, getContext]);
  return render(view);
}
