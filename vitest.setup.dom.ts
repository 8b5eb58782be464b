import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait on a condition; their ceiling (1 s by default) must hold on a loaded
// 2-core machine, where a lazily loaded chunk can take several seconds to arrive.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// jsdom has no modal dialogs: enough of HTMLDialogElement for the components' calls (`ModalDialog`).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

// The `dom` project runs in vm contexts (pool `vmThreads`: one jsdom per worker, each file still
// isolated), which carry jsdom's globals and not Node's web streams; browsers have them.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});
