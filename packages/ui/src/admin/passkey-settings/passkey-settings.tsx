import { Fingerprint, Trash2 } from 'lucide-react';
import type { FormEvent, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';
import { CurrentPasswordField } from '../current-password-field/current-password-field';

/** The passkeys section's texts, in the operator's language. */
export interface PasskeySettingsLabels {
  /** The heading (h2), such as "Passkeys". */
  title: string;
  /** What a passkey does, under the title. */
  lead: string;
  /** The list's accessible name, such as "Your passkeys". */
  listLabel: string;
  /** Shown while the passkeys load. */
  loading: string;
  /** Shown when the account has none, such as "No passkeys yet.". */
  empty: string;
  /** The new passkey's name field label. */
  name: string;
  /** The hint under the name field, such as an example name. */
  nameHint: string;
  /** The current password field's label, asked before adding or removing. */
  password: string;
  /** The button that makes a new passkey, such as "Add a passkey". */
  add: string;
  /** A passkey's remove button (its icon alone on a phone). */
  remove: string;
  /** The remove button's accessible name, such as "Remove the passkey Work laptop". */
  removeOf: (name: string) => string;
  /** Shown instead of the add button where the browser cannot make passkeys. */
  unsupported: string;
  /** Button text while adding or removing, such as "Please wait...". */
  submitting: string;
}

/** One passkey as listed: its name and a line on when it was added and last used. */
export interface PasskeyListItem {
  id: string;
  name: string;
  /** Such as "Added 28 Nov 2026, last used 29 Nov 2026". */
  detail: string;
}

/** The settings' passkeys: the list, a new one by name, each removable. */
export interface PasskeySettingsProps extends HTMLAttributes<HTMLElement> {
  /** Every text of the section in the operator's language: heading, list, fields, buttons. */
  labels: PasskeySettingsLabels;
  /** The account's passkeys; `undefined` while they load. */
  passkeys: PasskeyListItem[] | undefined;
  /** `submitting` while an addition or removal is sent: fields and buttons wait. */
  status: 'idle' | 'submitting';
  /** Whether this browser can make a passkey; without, the list stays and the add button gives way to a note. */
  supported: boolean;
  /** A refusal of the whole step (the prompt closed, a throttled server, a failure). */
  error?: string;
  /** Under the name field, such as a missing name. */
  nameError?: string;
  /** Under the password field, such as a wrong current password. */
  passwordError?: string;
  /** Makes a passkey under the name typed (trimmed), with the current password. */
  onAdd: (values: { name: string; password: string }) => void;
  /** Removes the passkey with this id, with the current password. */
  onRemove: (values: { id: string; password: string }) => void;
}

const REMOVE = 'remove:';

/**
 * Settings' passkeys: the account's list with a remove button each, and a new one added under a name. Adding and
 * removing both ask for the current password, typed once in the form's one password field.
 */
export function PasskeySettings({
  labels,
  passkeys,
  status,
  supported,
  error,
  nameError,
  passwordError,
  onAdd,
  onRemove,
  className,
  ...props
}: PasskeySettingsProps) {
  const busy = status === 'submitting';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'add';
    if (intent.startsWith(REMOVE)) onRemove({ id: intent.slice(REMOVE.length), password });
    else onAdd({ name: String(data.get('name') ?? '').trim(), password });
  };

  return (
    <section
      aria-labelledby="passkey-settings-title"
      aria-busy={passkeys === undefined || busy}
      className={cn('flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card', className)}
      {...props}
      data-slot="passkey-settings"
    >
      <div className="flex items-start gap-3">
        <Fingerprint aria-hidden className="mt-1 size-5 shrink-0 text-accent-strong" />
        <div className="min-w-0">
          <h2 id="passkey-settings-title" className="text-xl font-semibold text-balance text-foreground">
            {labels.title}
          </h2>
          <p className="mt-1 text-muted">{labels.lead}</p>
        </div>
      </div>

      <form onSubmit={submit} className="flex flex-col gap-4">
        {passkeys === undefined ? (
          <p role="status" className="text-muted">
            {labels.loading}
          </p>
        ) : passkeys.length === 0 ? (
          <p className="text-muted">{labels.empty}</p>
        ) : (
          <ul aria-label={labels.listLabel} className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-foreground">{passkey.name}</p>
                  <p className="text-sm text-muted">{passkey.detail}</p>
                </div>
                <Button
                  type="submit"
                  value={`${REMOVE}${passkey.id}`}
                  variant="ghostDanger"
                  size="sm"
                  disabled={busy}
                  aria-label={labels.removeOf(passkey.name)}
                  formNoValidate
                >
                  <Trash2 aria-hidden />
                  <span className="max-sm:sr-only">{labels.remove}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <TextField label={labels.name} name="name" hint={labels.nameHint} maxLength={100} disabled={busy} error={nameError} />
        ) : (
          <p className="text-sm text-muted">{labels.unsupported}</p>
        )}
        <CurrentPasswordField label={labels.password} disabled={busy} error={passwordError} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        {supported ? (
          <Button type="submit" value="add" disabled={busy} className="self-start">
            {busy ? labels.submitting : labels.add}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
