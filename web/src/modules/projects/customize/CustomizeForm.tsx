import { useId, useRef, type SubmitEvent } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useFormFields } from '../../../ui/useFormFields';
import { useToast } from '../../../ui/useToast';
import { errorDetail, errorField } from '../../api/api-error';
import { isPosition, POSITIONS } from '../project-defaults';
import { useUpdateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';
import { ColorField } from './ColorField';
import {
  fieldFromServer,
  previewSettings,
  SIZE_LIMITS,
  toProjectPatch,
  validateCustomize,
  valuesFromProject,
} from './customize-values';
import { LivePreview } from './LivePreview';
import { TemplateMessagesField } from './TemplateMessagesField';

type CustomizeFormProps = {
  project: Project;
  /** Called with the saved agent once the server has accepted the changes. */
  onSaved: (project: Project) => void;
};

/**
 * The widget's settings (left) beside a live preview of the widget (right, sticky on wide
 * screens). Save sends only the allow-listed fields this form edits.
 */
/** `name` and `bot_name` are one name: the server keeps them equal, whichever is written. */
const AGENT_NAME_HINT =
  'One name for your agent: your agents list, the chat header, the demo page and the Deploy tab all show it.';

export function CustomizeForm({ project, onSaved }: CustomizeFormProps) {
  const [updateProject, { isLoading: saving }] = useUpdateProjectMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const positionId = useId();
  const { values, errors, set, markSubmitted, shown, showServerError, textFieldProps } = useFormFields(
    () => valuesFromProject(project),
    validateCustomize,
  );

  const save = async () => {
    try {
      const saved = await updateProject({ id: project.id, patch: toProjectPatch(values) }).unwrap();
      toast.success('Website configuration updated successfully!');
      onSaved(saved);
    } catch (error) {
      const detail = errorDetail(error, 'The configuration could not be saved. Please try again.');
      const field = fieldFromServer(errorField(error));
      if (field !== null) showServerError(field, detail);
      toast.error(detail);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    markSubmitted();
    if (Object.keys(errors).length > 0) {
      // After the errors render, take the user to the first one.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    if (!saving) void save();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label="Agent customization"
        className="flex min-w-0 flex-col gap-6"
      >
        <section className="card card-border bg-base-100">
          <div className="card-body gap-4">
            <h3 className="card-title text-base">Agent</h3>
            <TextField
              label="Agent Name"
              maxLength={80}
              hint={AGENT_NAME_HINT}
              {...textFieldProps('botName')}
              required
            />
            <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm"
                checked={values.requireUserDetails}
                onChange={(event) => {
                  set('requireUserDetails', event.target.checked);
                }}
              />
              Require User Details Before Chat
            </label>
            <TextAreaField
              label="Welcome Message"
              rows={3}
              maxLength={1000}
              {...textFieldProps('welcomeMessage')}
            />
            <TemplateMessagesField
              messages={values.templateMessages}
              errors={values.templateMessages.map((_, index) => errors[`templateMessages.${index}`])}
              error={shown('templateMessages')}
              onChange={(messages) => {
                set('templateMessages', messages);
              }}
            />
          </div>
        </section>

        <section className="card card-border bg-base-100">
          <div className="card-body gap-4">
            <h3 className="card-title text-base">Theme Settings</h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <ColorField
                label="User Bubble Color"
                paletteLabel="Palette for the visitor's bubbles"
                value={values.userBubbleColor}
                error={shown('userBubbleColor')}
                onChange={(value) => {
                  set('userBubbleColor', value);
                }}
              />
              <ColorField
                label="Bot Bubble Color"
                paletteLabel="Palette for the agent's bubbles"
                value={values.botBubbleColor}
                error={shown('botBubbleColor')}
                onChange={(value) => {
                  set('botBubbleColor', value);
                }}
              />
              <ColorField
                label="Text Color"
                paletteLabel="Palette for the text on the visitor's bubbles"
                value={values.textColor}
                error={shown('textColor')}
                onChange={(value) => {
                  set('textColor', value);
                }}
              />
              <div className="hidden sm:block" />
              <TextField
                label="Width (px)"
                type="number"
                inputMode="numeric"
                min={SIZE_LIMITS.width.min}
                max={SIZE_LIMITS.width.max}
                step={1}
                {...textFieldProps('width')}
              />
              <TextField
                label="Height (px)"
                type="number"
                inputMode="numeric"
                min={SIZE_LIMITS.height.min}
                max={SIZE_LIMITS.height.max}
                step={1}
                {...textFieldProps('height')}
              />
            </div>
          </div>
        </section>

        <section className="card card-border bg-base-100">
          <div className="card-body gap-4">
            <h3 className="card-title text-base">Chat Button Settings</h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={positionId} className="text-sm font-medium">
                  Position
                </label>
                <select
                  id={positionId}
                  className="select w-full"
                  value={values.position}
                  onChange={(event) => {
                    if (isPosition(event.target.value)) set('position', event.target.value);
                  }}
                >
                  {POSITIONS.map((position) => (
                    <option key={position.value} value={position.value}>
                      {position.label}
                    </option>
                  ))}
                </select>
                {shown('position') && <p className="text-sm text-error">{shown('position')}</p>}
              </div>
              <TextField label="Button Text" maxLength={40} {...textFieldProps('buttonText')} />
              <ColorField
                label="Button Color"
                paletteLabel="Palette for the chat button"
                value={values.buttonColor}
                error={shown('buttonColor')}
                onChange={(value) => {
                  set('buttonColor', value);
                }}
              />
            </div>
          </div>
        </section>

        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary w-full sm:w-auto sm:min-w-32" disabled={saving}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {saving ? 'Saving' : 'Save'}
          </button>
        </div>
      </form>

      <div className="min-w-0 lg:sticky lg:top-[70px]">
        <LivePreview settings={previewSettings(values, project.theme.chat_screen_background_color)} />
      </div>
    </div>
  );
}
