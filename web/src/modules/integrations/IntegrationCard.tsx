import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../ui/useToast';
import { cardState } from './card-state.fns';
import { ConnectProblem } from './ConnectProblem';
import type { CatalogueEntry } from './integrations.types';
import { LockedMark } from './LockedMark';
import { PlanGate } from './PlanGate';
import { providerBlurb } from './provider-blurbs';
import { useStartWhatsApp } from './useStartWhatsApp';

type IntegrationCardProps = { projectId: string; entry: CatalogueEntry };

/**
 * One integration of the catalogue for the selected agent (spec §2): Connect, or Connected with
 * View, or the lock with 'Available on {plan} plan onwards' and the way to that plan; one SiteSage
 * does not offer yet says so when clicked.
 */
export function IntegrationCard({ projectId, entry }: IntegrationCardProps) {
  const titleId = useId();
  const state = cardState(entry);
  return (
    <section aria-labelledby={titleId} className="card card-border bg-base-100">
      <div className="card-body gap-3 p-5">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-base-200 font-bold"
          >
            {entry.name.slice(0, 1)}
          </span>
          <h2 id={titleId} className="card-title min-w-0 flex-1 text-lg">
            {entry.name}
          </h2>
          {(state === 'locked' || state === 'coming_soon') && <LockedMark />}
          {state === 'connected' && <span className="badge badge-success badge-soft">Connected</span>}
        </div>
        <p className="text-sm text-base-content/80">{providerBlurb(entry.provider)}</p>
        <div className="card-actions mt-auto">
          <CardAction projectId={projectId} entry={entry} />
        </div>
      </div>
    </section>
  );
}

function CardAction({ projectId, entry }: IntegrationCardProps) {
  switch (cardState(entry)) {
    case 'locked':
      // A connection kept from a higher plan stays reachable, so the owner can remove it.
      return (
        <div className="flex w-full flex-col items-start gap-3">
          <PlanGate requiredPlan={entry.required_plan} />
          {entry.integration_id !== null && (
            <ViewLink projectId={projectId} integrationId={entry.integration_id} />
          )}
        </div>
      );
    case 'coming_soon':
      return <ComingSoonButton entry={entry} />;
    case 'connected':
      return <ViewLink projectId={projectId} integrationId={entry.integration_id ?? ''} />;
    case 'connect':
      return <ConnectWhatsApp projectId={projectId} configured={entry.configured} />;
  }
}

function ViewLink({ projectId, integrationId }: { projectId: string; integrationId: string }) {
  return (
    <Link
      to={`/admin/integrations/${encodeURIComponent(projectId)}/whatsapp/${encodeURIComponent(integrationId)}`}
      className="btn btn-outline btn-sm"
    >
      View
    </Link>
  );
}

function ComingSoonButton({ entry }: { entry: CatalogueEntry }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={() => {
        toast.warning(entry.coming_soon_message ?? `${entry.name} integration coming soon!`);
      }}
    >
      Connect
    </button>
  );
}

function ConnectWhatsApp({ projectId, configured }: { projectId: string; configured: boolean }) {
  const { connect, starting, problem } = useStartWhatsApp(projectId);
  return (
    <div className="flex w-full flex-col gap-3">
      <button
        type="button"
        className="btn btn-primary btn-sm self-start"
        disabled={starting}
        onClick={connect}
      >
        {starting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Connect
      </button>
      <ConnectProblem detail={problem} configured={configured} />
    </div>
  );
}
