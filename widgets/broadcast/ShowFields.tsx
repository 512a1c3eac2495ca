import type { RemoteField, RemoteFieldState } from '../../shared/account/remote-field';
import { Field } from '../../shared/react/Field';
import { useRemoteField } from '../../shared/react/use-remote-field';
import { SHOW_LIMITS, type FieldErrors, type Show, type ShowDraft } from '../../shared/store/slices/live-host/live-host-slice';
import { useBroadcastStore } from './broadcast-slices';
import { CheckedText } from './CheckedText';

export interface ShowTexts {
  title: RemoteFieldState<string>;
  titleField: RemoteField;
  description: RemoteFieldState<string>;
  descriptionField: RemoteField;
}

/** A show's title and description, each checked by the backend as the host types (spec 2 §5): a new show's, or `show`'s. */
export function useShowTexts(show?: Show): ShowTexts {
  const check = useBroadcastStore((s) => s.liveHost.checkShowDraft);
  const checked = (draft: Partial<ShowDraft>) => (show ? check(draft, show.id) : check(draft));
  const [title, titleField] = useRemoteField(show?.title ?? '', async (v) => (await checked({ title: v })).title ?? null);
  const [description, descriptionField] = useRemoteField(
    show?.description ?? '',
    async (v) => (await checked({ description: v })).description ?? null,
  );
  return { title, titleField, description, descriptionField };
}

/** The title and description fields, with their counters and the backend's verdicts. */
export function ShowTextFields({ texts, errors }: { texts: ShowTexts; errors: FieldErrors }) {
  const t = useBroadcastStore((s) => s.session.t);
  return (
    <>
      <CheckedText
        label={t('live.host.form.title')}
        max={SHOW_LIMITS.titleMax}
        state={texts.title}
        onInput={(v) => texts.titleField.input(v)}
        serverError={errors.title}
      />
      <CheckedText
        label={t('live.host.form.description')}
        max={SHOW_LIMITS.descriptionMax}
        multiline
        state={texts.description}
        onInput={(v) => texts.descriptionField.input(v)}
        serverError={errors.description}
      />
    </>
  );
}

/** When the show starts (the host's local time), with the backend's verdict under it. */
export function StartTimeField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
}) {
  const t = useBroadcastStore((s) => s.session.t);
  return (
    <Field
      label={t('live.host.form.startTime')}
      type="datetime-local"
      value={value}
      aria-invalid={!!error}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      errorAt="below"
      hint={hint && <span className="hint">{hint}</span>}
    />
  );
}
