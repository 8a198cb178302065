import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/Icon';
import { CreationChecklist } from './CreationChecklist';
import { parseSiteUrl } from './site-url';
import { TrainingDelayNotice } from './TrainingDelayNotice';
import { useCreateAgent } from './useCreateAgent';

/**
 * Create an agent from a website address: the form (INITIAL), the checklist while it is prepared
 * (PROCESSING), then links onwards (COMPLETED).
 */
export function CreateAgentFlow() {
  const creation = useCreateAgent();
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const parsed = parseSiteUrl(address);
  const clientError = !parsed.ok && (touched || submitted) ? parsed.error : undefined;
  const failure = creation.failure;
  const urlError = clientError ?? (failure?.onUrl ? failure.message : undefined);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.ok) void creation.start(parsed.site);
  };

  if (creation.phase === 'form') {
    return (
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && !failure.onUrl && (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{failure.message}</span>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="create-agent-url" className="text-sm font-medium">
            Website URL
          </label>
          <input
            id="create-agent-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            className={`input input-lg w-full ${urlError ? 'input-error' : ''}`}
            placeholder="https://www.example.com"
            value={address}
            required
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'create-agent-url-error' : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
            }}
            onBlur={() => {
              setTouched(true);
            }}
          />
          {urlError && (
            <p id="create-agent-url-error" className="text-sm text-error">
              {urlError}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-lg">
          Create Agent
        </button>
      </form>
    );
  }

  const { project } = creation;
  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      <CreationChecklist steps={creation.steps} />
      {creation.trainingDelayed && project !== null && (
        <div className="flex flex-col items-start gap-3">
          <TrainingDelayNotice />
          <Link to={`/admin/projects/${project.id}/training`} className="link link-primary">
            Follow training on the Training page
          </Link>
        </div>
      )}
      {creation.phase === 'completed' && project !== null && (
        <div className="flex flex-col gap-4 border-t border-base-300 pt-6">
          <div>
            <h2 className="text-xl font-semibold">Your agent is ready</h2>
            <p className="mt-1 text-base-content/80">
              <span className="font-medium">{project.name}</span> is set up. Make it yours, then add it to
              your website.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/projects/${project.id}/customize`} className="btn btn-primary">
              Customize your agent
            </Link>
            <Link to={`/admin/projects/${project.id}/training`} className="btn btn-outline">
              Training sets
            </Link>
            <Link
              to={`/admin/projects/${project.id}/update`}
              className="btn btn-outline btn-square"
              aria-label="Agent settings"
              title="Agent settings"
            >
              <Icon name="settings" />
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
