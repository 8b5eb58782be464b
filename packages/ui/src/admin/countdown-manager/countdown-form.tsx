import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';
import type { CountdownManagerLabels, NewCountdownValues } from './labels';

export interface CountdownFormProps {
  labels: CountdownManagerLabels;
  creating: boolean;
  /** The failed creation's message. */
  error?: string;
  /** Resolves true when created, which clears the form. */
  onCreate: (values: NewCountdownValues) => Promise<boolean> | boolean;
}

/** Title and date-time of a new countdown; both required. */
export function CountdownForm({ labels, creating, error, onCreate }: CountdownFormProps) {
  const [title, setTitle] = useState('');
  const [targetDate, setTargetDate] = useState('');
  const [missing, setMissing] = useState(false);
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const dateRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useRefocusAfterBusy(creating, titleRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !targetDate) {
      setMissing(true);
      (title.trim() ? dateRef : titleRef).current?.focus();
      return;
    }
    setMissing(false);
    if (await onCreate({ title: title.trim(), targetDate })) {
      setTitle('');
      setTargetDate('');
    }
  };

  const message = missing ? labels.missingFields : error;
  return (
    <form data-slot="countdown-form" noValidate onSubmit={submit} aria-label={labels.formTitle} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <TextField
          label={labels.titleLabel}
          name="title"
          ref={titleRef}
          value={title}
          placeholder={labels.titlePlaceholder}
          maxLength={200}
          disabled={creating}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label={labels.targetLabel}
          name="target_date"
          ref={dateRef}
          type="datetime-local"
          value={targetDate}
          disabled={creating}
          onChange={(e) => setTargetDate(e.target.value)}
        />
      </div>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Button type="submit" disabled={creating} className="self-start">
        <Plus aria-hidden />
        {creating ? labels.creating : labels.create}
      </Button>
    </form>
  );
}
