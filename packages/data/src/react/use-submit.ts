import { useCallback, useRef, useState } from 'react';
import type { ContactInquiryInput, WaitlistEntryInput } from '../domain/submissions.ts';
import type { DataError } from '../domain/errors.ts';
import { asDataError, type SubmitStatus } from './async-status.ts';
import { useDataAdapters } from './data-provider.tsx';

export interface SubmitState<Input> {
  status: SubmitStatus;
  /** The failure with its stable code (and field codes), to map to dictionary messages. */
  error: DataError | null;
  /** Resolves true on success; never rejects. Ignored while a submission is running. */
  submit(input: Input): Promise<boolean>;
  reset(): void;
}

function useSubmit<Input>(send: (input: Input) => Promise<void>): SubmitState<Input> {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [error, setError] = useState<DataError | null>(null);
  const running = useRef(false);

  const submit = useCallback(
    async (input: Input) => {
      if (running.current) return false;
      running.current = true;
      setStatus('submitting');
      setError(null);
      try {
        await send(input);
        setStatus('success');
        return true;
      } catch (caught) {
        setError(asDataError(caught));
        setStatus('error');
        return false;
      } finally {
        running.current = false;
      }
    },
    [send],
  );
  const reset = useCallback(() => {
    setStatus('idle');
    setError(null);
  }, []);
  return { status, error, submit, reset };
}

export function useSubmitContact(): SubmitState<ContactInquiryInput> {
  const { submissions } = useDataAdapters();
  return useSubmit(useCallback((input: ContactInquiryInput) => submissions.submitContact(input), [submissions]));
}

export function useSubmitWaitlist(): SubmitState<WaitlistEntryInput> {
  const { submissions } = useDataAdapters();
  return useSubmit(useCallback((input: WaitlistEntryInput) => submissions.joinWaitlist(input), [submissions]));
}
