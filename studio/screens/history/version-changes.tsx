import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { VersionDetailSchema } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { Spinner } from '../../components/spinner.tsx';
import { changedPaths } from '../../lib/config-diff.ts';

/** On demand: what a version changes compared with the live config (its fields' paths). */
export function VersionChanges({ storeId, version, live }: { storeId: number; version: number; live: unknown }) {
  const { _ } = useLingui();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; paths: string[] } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const load = async () => {
    if (state.kind !== 'idle' && state.kind !== 'failed') return;
    setState({ kind: 'loading' });
    try {
      const { data } = await operatorCall(VersionDetailSchema, `/storefronts/${storeId}/versions/${version}`);
      setState({ kind: 'done', paths: changedPaths(live, data.config) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : _('Something went wrong. Try again.') });
    }
  };
  return (
    <Disclosure>
      <DisclosureButton onClick={() => void load()} className="mt-2 text-sm font-medium text-blue-900 underline">
        {_('Differences from the live version')}
      </DisclosureButton>
      <DisclosurePanel className="mt-2 text-sm">
        {state.kind === 'loading' && (
          <p className="flex items-center gap-2 text-gray-800">
            <Spinner /> {_('Loading…')}
          </p>
        )}
        {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
        {state.kind === 'done' &&
          (state.paths.length === 0 ? (
            <p className="text-gray-800">{_('Same as the live version.')}</p>
          ) : (
            <ul className="list-disc pl-6 font-mono text-xs text-gray-900">
              {state.paths.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
          ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
