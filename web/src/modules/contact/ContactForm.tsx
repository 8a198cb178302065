import { useRef, useState, type SubmitEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useFormFields } from '../../ui/useFormFields';
import {
  characterCount,
  CONTACT_FIELDS,
  CONTACT_THANK_YOU,
  contactMessageOf,
  EMPTY_CONTACT_FORM,
  MESSAGE_MAX_LENGTH,
  validateContactForm,
  type ContactField,
} from './contact-form.fns';
import { useSendContactMessage } from './useSendContactMessage';

// Body-coloured text on a tinted background: readable in every theme, unlike coloured text.
const NOTICE = 'flex items-start gap-3 rounded-box border p-4 text-base-content';

/**
 * Name, email and message, all required (spec §2): nothing is sent until all three are valid. The
 * message is really stored; the thank-you appears once it is, and no sooner than 2 seconds after
 * sending. A failed send keeps everything typed.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, markSubmitted, showServerError, reset, textFieldProps } = useFormFields(
    EMPTY_CONTACT_FORM,
    validateContactForm,
  );
  const { send, sending } = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const sendMessage = async () => {
    setFailure(null);
    setSent(false);
    const outcome = await send(contactMessageOf(values));
    if (outcome.ok) {
      reset(EMPTY_CONTACT_FORM);
      setSent(true);
      return;
    }
    if (outcome.field === null) {
      setFailure(outcome.detail);
    } else {
      showServerError(outcome.field, outcome.detail);
      focusField(outcome.field);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    markSubmitted();
    const firstInvalid = CONTACT_FIELDS.find((field) => errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      setSent(false);
      focusField(firstInvalid);
      return;
    }
    void sendMessage();
  };

  const messageLength = characterCount(values.message.trim());

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending} className="flex flex-col gap-4">
      {/* Always present, so the thank-you is announced when it appears. */}
      <div role="status">
        {sent && (
          <div className={`${NOTICE} border-success bg-success/10`}>
            <Icon name="checkCircle" className="h-5 w-5 shrink-0 text-success" />
            <span>{CONTACT_THANK_YOU}</span>
          </div>
        )}
      </div>
      {failure && (
        <div role="alert" className={`${NOTICE} border-error bg-error/10`}>
          <Icon name="errorCircle" className="h-5 w-5 shrink-0 text-error" />
          <span>{failure}</span>
        </div>
      )}
      <p className="text-sm text-base-content/70">All fields are required.</p>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        readOnly={sending}
        required
        {...textFieldProps('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={sending}
        required
        {...textFieldProps('email')}
      />
      <div className="flex flex-col gap-1">
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          hint="Tell us how we can help. If it is about an agent or a payment, name the agent or include the payment ID."
          readOnly={sending}
          required
          {...textFieldProps('message')}
        />
        <p
          className={`self-end text-xs tabular-nums ${
            messageLength > MESSAGE_MAX_LENGTH ? 'text-error' : 'text-base-content/70'
          }`}
        >
          {messageLength} / {MESSAGE_MAX_LENGTH} characters
        </p>
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
