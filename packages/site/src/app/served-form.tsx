import type { FormPageState, FormPageStateOf, ServedFormKind } from '@zk/data';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Holds the form the server sent back until its page has shown it once. */
interface ServedFormHolder {
  peek(form: ServedFormKind): FormPageState | undefined;
  consume(): void;
}

function createHolder(state: FormPageState | undefined): ServedFormHolder {
  let current = state;
  return {
    peek: (form) => (current?.form === form ? current : undefined),
    consume: () => {
      current = undefined;
    },
  };
}

const ServedFormContext = createContext<ServedFormHolder>(createHolder(undefined));

/** Makes a posted form's state (from the page's JSON, or the server's render) available to its page. */
export function ServedFormProvider({ state, children }: { state: FormPageState | undefined; children: ReactNode }) {
  const [holder] = useState(() => createHolder(state));
  return <ServedFormContext value={holder}>{children}</ServedFormContext>;
}

/**
 * The state of `form` as the server sent it back with this page, for the page's first render (so
 * hydration matches); a later visit to the page within the same load starts empty.
 */
export function useServedForm<K extends ServedFormKind>(form: K): FormPageStateOf<K> | undefined {
  const holder = useContext(ServedFormContext);
  const [served] = useState(() => holder.peek(form) as FormPageStateOf<K> | undefined);
  useEffect(() => {
    if (served) holder.consume();
  }, [holder, served]);
  return served;
}
