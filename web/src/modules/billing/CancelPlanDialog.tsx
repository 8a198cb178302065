import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cancelConfirmation } from './payment-messages';

type CancelPlanDialogProps = {
  planName: string;
  /** The end of the cycle already paid for ('' when billing has not said). */
  paidUntil: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Spec §8's confirmation, and when the paid features end. */
export function CancelPlanDialog({ planName, paidUntil, busy, onConfirm, onCancel }: CancelPlanDialogProps) {
  const until = new Date(paidUntil);
  return (
    <ConfirmDialog
      title="Cancel Plan?"
      confirmLabel="Cancel Plan"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{cancelConfirmation(planName)}</p>
      <p className="mt-2 text-sm">
        {Number.isNaN(until.getTime())
          ? 'You keep the paid features until the end of the period you have paid for.'
          : `You keep the paid features until ${DATE.format(until)}.`}
      </p>
    </ConfirmDialog>
  );
}
