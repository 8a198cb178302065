import { Link, useSearchParams } from 'react-router-dom';
import { CONNECTING } from '../../modules/integrations/integrations-messages';
import type { Integration } from '../../modules/integrations/integrations.types';
import { PhoneNumberChoice } from '../../modules/integrations/PhoneNumberChoice';
import { useConfirmNumber } from '../../modules/integrations/useConfirmNumber';
import { useWhatsAppCallback } from '../../modules/integrations/useWhatsAppCallback';

/**
 * /admin/integrations/whatsapp/callback: where Meta sends the owner back (spec §2). Meta's code is
 * exchanged once, then the owner picks the business's number the agent answers on.
 */
export function WhatsappCallbackPage() {
  const [search] = useSearchParams();
  const outcome = useWhatsAppCallback(search);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">Connect WhatsApp</h1>
      {outcome.kind === 'connecting' && (
        <div role="status" className="flex items-center gap-3 text-base-content/80">
          <span className="loading loading-spinner loading-md" aria-hidden="true" />
          <span>{CONNECTING}</span>
        </div>
      )}
      {outcome.kind === 'failed' && (
        <>
          <div role="alert" className="alert alert-error alert-soft items-start">
            <div className="flex flex-col gap-1">
              <span className="font-medium">{outcome.title}</span>
              {outcome.detail !== null && <span>{outcome.detail}</span>}
            </div>
          </div>
          <Link to="/admin/integrations" className="btn btn-outline self-start">
            Back to Integrations
          </Link>
        </>
      )}
      {outcome.kind === 'choosing' && (
        <ChooseNumber projectId={outcome.projectId} integration={outcome.integration} />
      )}
    </section>
  );
}

function ChooseNumber({ projectId, integration }: { projectId: string; integration: Integration }) {
  const { confirm, confirming } = useConfirmNumber(projectId, integration.id);
  return (
    <PhoneNumberChoice
      numbers={integration.credentials.phone_numbers}
      busy={confirming}
      onConfirm={confirm}
    />
  );
}
