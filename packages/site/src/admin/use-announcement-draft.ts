import { isWaitlistServiceId, languages, type AnnouncementDraft, type AnnouncementsPort } from '@zk/data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** Milliseconds the draft waits after the last keystroke before it is saved. */
export const draftSaveDelayMs = 800;

export const emptyAnnouncementDraft = (): AnnouncementDraft => ({
  service: null,
  copy: Object.fromEntries(languages.map((language) => [language, { subject: '', body: '' }])) as AnnouncementDraft['copy'],
});

const untouched = (draft: AnnouncementDraft, template: AnnouncementDraft['copy'] | null) =>
  languages.every((l) => {
    const { subject, body } = draft.copy[l];
    return (subject === '' && body === '') || (template !== null && subject === template[l].subject && body === template[l].body);
  });

export type DraftSave = { state: 'loading' | 'idle' | 'saving' | 'saved' | 'failed'; savedAt: string | null };

/**
 * The operator's announcement draft, kept on the server: restored on arrival (also after the session
 * ran out and the operator signed in again), saved as they type (debounced, and once more when they
 * leave the page), and prefilled from the service's template while nothing of it has been changed.
 */
export function useAnnouncementDraft(port: AnnouncementsPort) {
  const [draft, setDraft] = useState<AnnouncementDraft>(emptyAnnouncementDraft);
  const [save, setSave] = useState<DraftSave>({ state: 'loading', savedAt: null });
  const dirty = useRef(false);
  const template = useRef<AnnouncementDraft['copy'] | null>(null);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    let active = true;
    port.draft().then(
      (stored) => {
        if (!active) return;
        if (stored.draft) setDraft(stored.draft);
        setSave({ state: 'idle', savedAt: stored.updatedAt });
      },
      () => active && setSave({ state: 'idle', savedAt: null }),
    );
    return () => {
      active = false;
    };
  }, [port]);

  const change = useCallback(
    (next: AnnouncementDraft) => {
      dirty.current = true;
      const service = next.service;
      if (service !== latest.current.service && service !== null && isWaitlistServiceId(service) && untouched(next, template.current)) {
        const previous = template.current;
        port.template(service).then(
          (copy) => {
            template.current = copy;
            setDraft((shown) => (shown.service === service && untouched(shown, previous) ? { service, copy } : shown));
          },
          () => undefined,
        );
      }
      setDraft(next);
    },
    [port],
  );

  const settled = useDebouncedValue(draft, draftSaveDelayMs);
  useEffect(() => {
    if (!dirty.current) return;
    let active = true;
    setSave((s) => ({ ...s, state: 'saving' }));
    port.saveDraft(settled).then(
      (stored) => {
        if (active && latest.current === settled) dirty.current = false;
        if (active) setSave({ state: 'saved', savedAt: stored.updatedAt });
      },
      () => active && setSave((s) => ({ ...s, state: 'failed' })),
    );
    return () => {
      active = false;
    };
  }, [port, settled]);

  // Leaving the page before the delay ran out still keeps what was typed.
  useEffect(
    () => () => {
      if (dirty.current) port.saveDraft(latest.current).catch(() => undefined);
    },
    [port],
  );

  const reset = useCallback(() => {
    dirty.current = false;
    template.current = null;
    setDraft(emptyAnnouncementDraft());
  }, []);

  return { draft, change, save, reset };
}
