import { useId, useState, type SubmitEvent } from 'react';
import { Icon } from '../../../ui/Icon';
import { useToast } from '../../../ui/useToast';
import { errorDetail } from '../../api/api-error';
import { useUpdateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';
import { describeHost, websiteHost } from './website-host.fns';

/**
 * The websites that may show this agent's chat, next to its embed code. Each change is saved at
 * once (the whole list); the server checks every entry and says which one it refused. The
 * browser enforces the list (the chat page's frame-ancestors), and the embed code draws nothing
 * elsewhere.
 */
export function AllowedWebsites({ project }: { project: Project }) {
  const [updateProject, { isLoading: saving }] = useUpdateProjectMutation();
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The switch moves at once; it goes back if the server refuses.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const hosts = project.allowed_hosts;

  const save = async (patch: { allowed_hosts?: string[]; allow_localhost?: boolean }, done: string) => {
    setRefusal(null);
    try {
      await updateProject({ id: project.id, patch }).unwrap();
      toast.success(done);
      return true;
    } catch (error) {
      const detail = errorDetail(error, 'The allowed websites could not be saved. Please try again.');
      setRefusal(detail);
      return false;
    }
  };

  const add = async (event: SubmitEvent) => {
    event.preventDefault();
    const host = websiteHost(typed);
    if (host === '' || saving) return;
    if (hosts.includes(host)) {
      setTyped('');
      return;
    }
    if (await save({ allowed_hosts: [...hosts, host] }, `${host} can now show the chat.`)) setTyped('');
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-heading`} className="font-semibold">
        Allowed websites
      </h3>
      <p className="text-sm text-base-content/80">
        The chat appears only on these websites; anywhere else the embed code shows nothing.{' '}
        <code className="rounded bg-base-200 px-1">*.example.com</code> allows every subdomain of example.com.
        Add the port when the site uses one, as in{' '}
        <code className="rounded bg-base-200 px-1">staging.example.com:8080</code>.
      </p>

      {hosts.length === 0 ? (
        <div role="status" className="alert alert-warning alert-soft">
          <Icon name="warning" className="h-5 w-5 shrink-0" />
          <span>No website is listed, so any website can show this chat. Add yours to keep it there.</span>
        </div>
      ) : (
        <ul aria-label="Allowed websites" className="flex flex-col gap-2">
          {hosts.map((host) => (
            <li
              key={host}
              className="flex items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
            >
              <span className="min-w-0 break-all">
                <code>{host}</code>
                {host.startsWith('*.') && (
                  <span className="text-sm text-base-content/70"> ({describeHost(host)})</span>
                )}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm shrink-0"
                aria-label={`Remove ${host}`}
                disabled={saving}
                onClick={() => {
                  void save(
                    { allowed_hosts: hosts.filter((kept) => kept !== host) },
                    `${host} can no longer show the chat.`,
                  );
                }}
              >
                <Icon name="trash" className="h-4 w-4" />
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={(event) => void add(event)} className="flex flex-wrap items-start gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Add a website
        </label>
        <input
          id={inputId}
          className={`input min-w-0 flex-1 ${refusal === null ? '' : 'input-error'}`}
          placeholder="staging.example.com"
          autoComplete="off"
          spellCheck={false}
          maxLength={300}
          value={typed}
          aria-invalid={refusal !== null}
          aria-describedby={refusal === null ? undefined : errorId}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={saving || typed.trim() === ''}>
          <Icon name="plus" className="h-4 w-4" />
          Add website
        </button>
      </form>
      {refusal !== null && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {refusal}
        </p>
      )}

      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="toggle toggle-primary mt-0.5"
          checked={switching ?? project.allow_localhost}
          disabled={saving}
          onChange={(event) => {
            const allow = event.target.checked;
            setSwitching(allow);
            void save(
              { allow_localhost: allow },
              allow ? 'Testing on localhost is allowed.' : 'Testing on localhost is off.',
            ).finally(() => {
              setSwitching(null);
            });
          }}
        />
        <span>
          <span className="font-medium">Allow testing on localhost</span>
          <span className="block text-sm text-base-content/70">
            Pages on localhost and 127.0.0.1, any port, can show the chat too: for trying the code on your own
            computer.
          </span>
        </span>
      </label>
    </section>
  );
}
