import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cancelConfirmation } from './payment-messages';
import { shownDate } from './shown-date';

type CancelPlanDialogProps = {
  planName: string;
  /** The end of the cycle already paid for ('' when billing has not said). */
  paidUntil: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec §8's confirmation, and when the paid features end. */
export function CancelPlanDialog({ planName, paidUntil, busy, onConfirm, onCancel }: CancelPlanDialogProps) {
  const until = shownDate(paidUntil);
  return (
    <ConfirmDialog
      title="Cancel Plan?"
      confirmLabel="Cancel Plan"
      dismissLabel="Keep my plan"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{cancelConfirmation(planName)}</p>
      <p className="mt-2 text-sm">
        {until === '—'
          ? 'You keep the paid features until the end of the period you have paid for.'
          : `You keep the paid features until ${until}.`}
      </p>
    </ConfirmDialog>
  );
}
