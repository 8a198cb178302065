import { useRef, useState, type SubmitEvent } from 'react';
import { copyText } from '../../../ui/copy-text';
import { Icon } from '../../../ui/Icon';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/useToast';
import { parseSiteUrl } from '../../projects/create/site-url';
import { SITEMAP_MAX_PAGES } from '../training-limits';
import { countSitemapPages, parseMaxPages } from './sitemap.fns';
import { useSitemapStream } from './useSitemapStream';

const MAX_PAGES_MESSAGE = `Max pages must be a whole number from 1 to ${SITEMAP_MAX_PAGES}`;

function downloadXml(text: string, fileName: string) {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the download by then.
  window.setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 0);
}

/** A website address in, a sitemap out, shown as it grows; then Copy and Download. */
export function SitemapGenerator({ initialUrl }: { initialUrl: string }) {
  const [address, setAddress] = useState(initialUrl);
  const [maxPages, setMaxPages] = useState(String(SITEMAP_MAX_PAGES));
  const [attempted, setAttempted] = useState(false);
  const stream = useSitemapStream();
  const toast = useToast();
  const outputRef = useRef<HTMLPreElement>(null);

  const site = parseSiteUrl(address);
  const pages = parseMaxPages(maxPages, SITEMAP_MAX_PAGES);
  const urlError = attempted && !site.ok ? site.error : undefined;
  const pagesError = attempted && pages === null ? MAX_PAGES_MESSAGE : undefined;
  const found = countSitemapPages(stream.text);
  const running = stream.status === 'running';

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!site.ok || pages === null || running) return;
    void stream.start(site.site.url, pages);
  };

  const copy = async () => {
    if (await copyText(stream.text)) {
      toast.success('Sitemap copied');
      return;
    }
    const selection = window.getSelection();
    if (selection !== null && outputRef.current !== null) selection.selectAllChildren(outputRef.current);
    toast.warning(
      'Copying is blocked in this browser. The sitemap is selected — press Ctrl+C (⌘C) to copy it.',
    );
  };

  const fileName = `sitemap-${site.ok ? site.site.host : 'site'}.xml`;

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="card card-border bg-base-100">
        <div className="card-body gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField
              label="Website URL"
              type="url"
              inputMode="url"
              placeholder="https://www.example.com"
              value={address}
              error={urlError}
              onChange={(event) => {
                setAddress(event.target.value);
              }}
            />
            <TextField
              label="Max pages"
              type="number"
              inputMode="numeric"
              min={1}
              max={SITEMAP_MAX_PAGES}
              value={maxPages}
              error={pagesError}
              onChange={(event) => {
                setMaxPages(event.target.value);
              }}
            />
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={running}>
              {running && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Generate
            </button>
          </div>
        </div>
      </form>

      {stream.status === 'failed' && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{stream.error}</span>
        </div>
      )}

      {(running || stream.status === 'done') && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="font-medium">
              {running
                ? `Finding pages… ${found.toLocaleString()} found so far`
                : `${found.toLocaleString()} ${found === 1 ? 'page' : 'pages'} found`}
            </p>
            {stream.status === 'done' && (
              <div className="flex gap-2">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()}>
                  <Icon name="copy" className="h-4 w-4" />
                  Copy
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  onClick={() => {
                    downloadXml(stream.text, fileName);
                  }}
                >
                  <Icon name="arrowDown" className="h-4 w-4" />
                  Download
                </button>
              </div>
            )}
          </div>
          <pre
            ref={outputRef}
            aria-label="Sitemap output"
            tabIndex={0}
            className="max-h-[32rem] min-h-24 overflow-auto rounded-box bg-neutral p-4 font-mono text-xs whitespace-pre-wrap break-all text-neutral-content"
          >
            {stream.text}
          </pre>
        </div>
      )}
    </div>
  );
}
