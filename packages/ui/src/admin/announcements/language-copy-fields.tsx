import { useId } from 'react';
import { Input, Label, Textarea } from '../../primitives/field';
import type { AnnouncementText } from './labels';

export interface LanguageCopyFieldsProps {
  /** The language's name, the fieldset's legend ("German"). */
  legend: string;
  /** The language code, for `lang` on the fields so spell-checking and screen readers use it. */
  language: string;
  value: AnnouncementText;
  onChange: (value: AnnouncementText) => void;
  labels: { subject: string; body: string };
  limits: { subject: number; body: number };
}

/** A language's subject line and body. */
export function LanguageCopyFields({ legend, language, value, onChange, labels, limits }: LanguageCopyFieldsProps) {
  const id = useId();
  return (
    <fieldset data-slot="language-copy-fields" className="flex min-w-0 flex-col gap-3 rounded-control border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">{legend}</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-subject`}>{labels.subject}</Label>
        <Input
          id={`${id}-subject`}
          lang={language}
          value={value.subject}
          maxLength={limits.subject}
          onChange={(e) => onChange({ ...value, subject: e.target.value.replace(/[\r\n]/g, ' ') })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-body`}>{labels.body}</Label>
        <Textarea
          id={`${id}-body`}
          lang={language}
          rows={7}
          value={value.body}
          maxLength={limits.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
