import { useState, type SubmitEvent } from 'react';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/useToast';
import { errorDetail, errorField } from '../../api/api-error';
import { useUpdateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';

/**
 * Where the agent sends a visitor who asks for a person ("I want to talk to a human"). With
 * neither set, the agent says plainly that no one can be reached through the chat. Either way the
 * conversation is marked "Needs attention" in Conversations and on the dashboard.
 */
export function VisitorContactForm({ project }: { project: Project }) {
  const [email, setEmail] = useState(project.contact_email ?? '');
  const [whatsapp, setWhatsapp] = useState(project.contact_whatsapp ?? '');
  const [fieldError, setFieldError] = useState<{ field: string; detail: string } | null>(null);
  const [updateProject, { isLoading: saving }] = useUpdateProjectMutation();
  const toast = useToast();

  const save = async () => {
    setFieldError(null);
    try {
      const saved = await updateProject({
        id: project.id,
        patch: { contact_email: email.trim(), contact_whatsapp: whatsapp.trim() },
      }).unwrap();
      setEmail(saved.contact_email ?? '');
      setWhatsapp(saved.contact_whatsapp ?? '');
      toast.success('Contact for visitors saved.');
    } catch (error) {
      const detail = errorDetail(error, 'The contact could not be saved.');
      const field = errorField(error);
      if (field === 'contact_email' || field === 'contact_whatsapp') setFieldError({ field, detail });
      else toast.error(detail);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="card card-border mt-6 bg-base-100">
      <div className="card-body gap-4">
        <div>
          <h3 className="card-title text-lg">When a visitor asks for a person</h3>
          <p className="text-sm text-base-content/70">
            The agent gives these to a visitor who asks to talk to a human, and marks the conversation
            &ldquo;Needs attention&rdquo;. Leave both empty and it says that no one can be reached through the
            chat.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Contact e-mail"
            name="contact_email"
            type="email"
            autoComplete="email"
            placeholder="support@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
            error={fieldError?.field === 'contact_email' ? fieldError.detail : undefined}
          />
          <TextField
            label="WhatsApp number, with country code"
            name="contact_whatsapp"
            type="tel"
            autoComplete="tel"
            placeholder="+91 98005 51638"
            value={whatsapp}
            onChange={(event) => {
              setWhatsapp(event.target.value);
            }}
            error={fieldError?.field === 'contact_whatsapp' ? fieldError.detail : undefined}
          />
        </div>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save contact
          </button>
        </div>
      </div>
    </form>
  );
}
