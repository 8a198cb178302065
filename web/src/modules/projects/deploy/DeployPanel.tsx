import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../ui/copy-text';
import { Icon } from '../../../ui/Icon';
import { useToast } from '../../../ui/useToast';
import { embedCode } from './embed-code';

/** How long the Copy button says 'Copied' (spec §9). */
const COPIED_LABEL_MS = 2000;

/** The three steps to put the agent on a website, and its embed code with a Copy button. */
export function DeployPanel({ projectId }: { projectId: string }) {
  const toast = useToast();
  const codeRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const code = embedCode(window.location.origin, projectId);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, COPIED_LABEL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);

  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      toast.success('Embed code copied successfully!');
      return;
    }
    // Nothing could reach the clipboard: select the code so Ctrl+C / Cmd+C finishes the job.
    const selection = window.getSelection();
    if (selection !== null && codeRef.current !== null) selection.selectAllChildren(codeRef.current);
    toast.warning('Copying is blocked in this browser. The code is selected — press Ctrl+C (⌘C) to copy it.');
  };

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-3">
        <li className="flex gap-3">
          <span className="badge badge-primary shrink-0">1</span>
          <span>Copy the embed code below.</span>
        </li>
        <li className="flex gap-3">
          <span className="badge badge-primary shrink-0">2</span>
          <span>
            Paste it inside the <code className="rounded bg-base-200 px-1">&lt;body&gt;</code> section of
            every page of your website, just before{' '}
            <code className="rounded bg-base-200 px-1">&lt;/body&gt;</code>.
          </span>
        </li>
        <li className="flex gap-3">
          <span className="badge badge-primary shrink-0">3</span>
          <span>Save the changes and refresh your website: the chat button appears.</span>
        </li>
      </ol>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">Embed code</h3>
          <button
            type="button"
            className={`btn btn-sm ${copied ? 'btn-success' : 'btn-primary'}`}
            onClick={() => {
              void copy();
            }}
          >
            <Icon name={copied ? 'check' : 'copy'} className="h-4 w-4" />
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
        <pre
          ref={codeRef}
          aria-label="Embed code"
          tabIndex={0}
          className="overflow-x-auto rounded-box bg-neutral p-4 text-sm whitespace-pre-wrap break-all text-neutral-content"
        >
          <code>{code}</code>
        </pre>
      </div>
    </div>
  );
}
