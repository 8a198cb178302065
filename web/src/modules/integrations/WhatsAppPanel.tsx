import { Link } from 'react-router-dom';
import { ConnectProblem } from './ConnectProblem';
import type { Integration, WhatsAppStatus } from './integrations.types';
import { LockedMark } from './LockedMark';
import { PlanGate } from './PlanGate';
import { RemoveConnectionDialog } from './RemoveConnectionDialog';
import { useRemoveConnection } from './useRemoveConnection';
import { useStartWhatsApp } from './useStartWhatsApp';

type WhatsAppPanelProps = {
  projectId: string;
  agentName: string;
  /** The agent's connection; undefined when it has none. */
  integration: Integration | undefined;
  /** The server's word on this installation and the owner's plan. */
  status: WhatsAppStatus;
};

/**
 * The WhatsApp integration page (spec §2): what it does, Connected or Not Connected, the connected
 * name and number, Connect ('Already Connected' once connected) and Remove Connection.
 */
export function WhatsAppPanel({ projectId, agentName, integration, status }: WhatsAppPanelProps) {
  const connected = integration?.status === 'connected';
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <Link
        to={`/admin/integrations/${encodeURIComponent(projectId)}`}
        className="link link-hover text-sm text-base-content/70"
      >
        ← Integrations
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">WhatsApp</h1>
        {connected ? (
          <span className="badge badge-success badge-soft">Connected</span>
        ) : (
          <span className="badge badge-ghost">Not Connected</span>
        )}
      </div>
      <div className="flex flex-col gap-2 text-base-content/80">
        <p className="wrap-anywhere">
          Connect a WhatsApp Business number and <strong>{agentName}</strong> answers the messages sent to it,
          from the same training as on your website.
        </p>
        <p>
          You sign in with Meta, choose the business phone number, and the conversations appear in this
          agent&apos;s Conversations beside the ones from your website.
        </p>
      </div>

      {connected && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-box border border-base-300 p-4">
          <dt className="text-base-content/70">Name</dt>
          <dd className="font-medium wrap-anywhere">{integration.credentials.verified_name}</dd>
          <dt className="text-base-content/70">Number</dt>
          <dd className="font-medium">{integration.credentials.phone_number}</dd>
        </dl>
      )}

      {!status.plan_allows && !connected ? (
        <div className="flex items-center gap-3">
          <LockedMark />
          <PlanGate requiredPlan={status.required_plan} />
        </div>
      ) : (
        <ConnectControls projectId={projectId} connected={connected} configured={status.configured} />
      )}

      {integration !== undefined && (
        <RemoveControls projectId={projectId} agentName={agentName} integration={integration} />
      )}
    </section>
  );
}

function ConnectControls(props: { projectId: string; connected: boolean; configured: boolean }) {
  const { connect, starting, problem } = useStartWhatsApp(props.projectId);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={props.connected || starting}
        onClick={connect}
      >
        {starting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {props.connected ? 'Already Connected' : 'Connect'}
      </button>
      <ConnectProblem detail={problem} configured={props.configured} />
    </div>
  );
}

function RemoveControls(props: { projectId: string; agentName: string; integration: Integration }) {
  const removal = useRemoveConnection(props.projectId, props.integration.id);
  return (
    <div className="border-t border-base-300 pt-6">
      <button type="button" className="btn btn-outline btn-error" onClick={removal.ask}>
        Remove Connection
      </button>
      {removal.asking && (
        <RemoveConnectionDialog
          agentName={props.agentName}
          phoneNumber={props.integration.credentials.phone_number}
          busy={removal.removing}
          onConfirm={removal.confirm}
          onCancel={removal.dismiss}
        />
      )}
    </div>
  );
}
