import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { kitLinksCsv } from '../../../shared/kits/kit-links-csv.ts';
import type { Kit, KitLink } from '../../api/answers.ts';
import { addKitLinks, listKitLinks } from '../../api/kits-api.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { downloadText } from '../../lib/download.ts';
import { formErrors } from '../../lib/field-errors.ts';

/** How many links the table shows; the CSV always holds all of them. */
const SHOWN = 50;

/**
 * A kit's recipient links: how many to make (POST …/links { count }), the links made so far, and
 * all of them as a CSV for a mail merge (the CLI's `kits links` columns).
 */
export function KitLinksPanel({ id, storeId, kit }: { id: string; storeId: number; kit: Kit }) {
  const { _ } = useLingui();
  const revalidator = useRevalidator();
  const [links, setLinks] = useState<KitLink[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [count, setCount] = useState('10');
  const [countErrors, setCountErrors] = useState<string[] | undefined>();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);

  const load = async (signal?: AbortSignal) => {
    try {
      setLinks(await listKitLinks(storeId, kit.id, signal));
      setLoadError(null);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setLoadError(error instanceof Error ? error.message : _('Something went wrong. Try again.'));
    }
  };
  const loadOnOpen = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    void loadOnOpen(controller.signal);
    return () => controller.abort();
  }, [storeId, kit.id]);

  const make = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = /^\s*\d+\s*$/.test(count) ? Number(count) : null;
    if (wanted === null || wanted < 1 || wanted > 1000) {
      setCountErrors([_('Enter a whole number from 1 to 1000.')]);
      return;
    }
    setMaking(true);
    setCountErrors(undefined);
    setMade(null);
    try {
      const added = await addKitLinks(storeId, kit.id, wanted);
      setMade(added.length);
      revalidator.revalidate();
      await load();
    } catch (error) {
      const found = formErrors(error, ['count']);
      setCountErrors([...(found.fields.count ?? []), ...found.form]);
    } finally {
      setMaking(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      // Fresh from the server: links made elsewhere (the CLI, another person) are in the file too.
      const all = await listKitLinks(storeId, kit.id);
      setLinks(all);
      downloadText(`kit-${kit.id}-links.csv`, `${kitLinksCsv(all)}\n`);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : _('Something went wrong. Try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div id={id} className="mt-3 space-y-3 border-t border-gray-200 pt-3">
      <form onSubmit={(event) => void make(event)} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          label={_('New links for {kit}', { kit: kit.name })}
          value={count}
          onChange={setCount}
          inputMode="numeric"
          hint={_('1 to 1000 at a time; each link can be ordered once.')}
          errors={countErrors}
          className="w-full sm:w-64"
        />
        <Button type="submit" variant="primary" busy={making} className="mb-0.5">
          {_('Generate links')}
        </Button>
      </form>
      {made !== null && (
        <Notice tone="success" role="status">
          {_('{count} new links. Download the CSV to send them.', { count: made })}
        </Notice>
      )}
      {loadError && (
        <Notice tone="error" role="alert">
          {loadError}
        </Notice>
      )}
      {links === null && !loadError && (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <Spinner /> {_('Loading the links…')}
        </p>
      )}
      {links !== null && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-gray-800">{_('{total} links, {ordered} ordered', { total: links.length, ordered: links.filter((link) => link.ordered).length })}</p>
            <Button onClick={() => void download()} busy={downloading} disabled={links.length === 0}>
              {_('Download the links (CSV)')}
            </Button>
          </div>
          {links.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{_('Recipient links of {kit}', { kit: kit.name })}</caption>
                <thead>
                  <tr className="border-b border-gray-200 text-gray-800">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {_('Link')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {_('Ordered')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {links.slice(-SHOWN).map((link) => (
                    <tr key={link.user_token} className="border-b border-gray-100">
                      <td className="py-1 pr-2 font-mono text-xs break-all">
                        {link.url ? (
                          <a href={link.url} target="_blank" rel="noreferrer" className="text-blue-900 underline">
                            {link.url}
                          </a>
                        ) : (
                          _('No link yet: the store has no hostname ({token}).', { token: link.user_token })
                        )}
                      </td>
                      <td className="py-1">{link.ordered ? _('Yes') : _('No')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {links.length > SHOWN && <p className="mt-1 text-xs text-gray-700">{_('The newest {shown} of {total}; the CSV holds all of them.', { shown: SHOWN, total: links.length })}</p>}
            </div>
          )}
        </>
      )}
    </div>
  );
}
