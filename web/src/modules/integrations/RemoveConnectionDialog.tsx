import { ConfirmDialog } from '../../ui/ConfirmDialog';

type RemoveConnectionDialogProps = {
  agentName: string;
  phoneNumber: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before the agent's WhatsApp connection ends (spec §8: the confirmation says it cannot be undone). */
export function RemoveConnectionDialog({
  agentName,
  phoneNumber,
  busy,
  onConfirm,
  onCancel,
}: RemoveConnectionDialogProps) {
  return (
    <ConfirmDialog
      title="Remove Connection?"
      confirmLabel="Remove Connection"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="wrap-anywhere">
        {agentName} will stop answering {phoneNumber === '' ? 'on WhatsApp' : `${phoneNumber} on WhatsApp`},
        and SiteSage forgets the access Meta gave it. This action cannot be undone: to answer on WhatsApp
        again you connect the number anew.
      </p>
    </ConfirmDialog>
  );
}
