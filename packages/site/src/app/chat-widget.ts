import { languagePattern } from '@zk/data/languages';
import type { ChatWidgetConfig } from './chat-widget-config';

const marker = 'data-zk-chat-widget';

export type ChatWidgetKind = 'dialogflow' | 'agent';

/** The widget each document shows now: none from a route change until the next one loads. */
const shown = new WeakMap<Document, ChatWidgetKind>();

const dialogflowPage = new RegExp(`^(?:/(?:${languagePattern}))?/admin/demo/1/?$`);

/** Dialogflow on demo page 1 only; the agency's agent everywhere else. */
export function widgetForPath(pathname: string): ChatWidgetKind {
  return dialogflowPage.test(pathname) ? 'dialogflow' : 'agent';
}

function sameScript(src: string, configured: string | undefined): boolean {
  return configured !== undefined && src.split('?')[0] === configured.split('?')[0];
}

/** Removes every chat script and widget element: ours (marked), Dialogflow's and the agent's. */
export function removeChatWidgets(config: ChatWidgetConfig, doc: Document = document): void {
  const selectors = [`[${marker}]`, 'df-messenger', config.agent?.elementSelector].filter(Boolean).join(', ');
  for (const element of doc.querySelectorAll(selectors)) element.remove();
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (sameScript(script.src, config.agent?.scriptUrl) || sameScript(script.src, config.dialogflow?.scriptUrl)) script.remove();
  }
  shown.delete(doc);
}

/**
 * A script removed while it was still loading runs all the same (browsers do not cancel it), and
 * the agent's adds its widget then: to a page that shows Dialogflow, or nothing yet. Once it has
 * run, that widget goes again, unless the agent is what the page shows by now.
 */
function removeLateAgent(element: HTMLScriptElement, elementSelector: string | undefined, doc: Document): void {
  if (!elementSelector) return;
  element.addEventListener('load', () => {
    if (element.isConnected || shown.get(doc) === 'agent') return;
    for (const widget of doc.querySelectorAll(elementSelector)) widget.remove();
  });
}

function script(src: string, kind: ChatWidgetKind, doc: Document): HTMLScriptElement {
  const element = doc.createElement('script');
  element.src = src;
  element.async = true;
  element.setAttribute(marker, kind);
  return element;
}

/** Adds the widget of `kind` when it is configured; returns whether it did. */
export function loadChatWidget(kind: ChatWidgetKind, config: ChatWidgetConfig, language: string, doc: Document = document): boolean {
  if (kind === 'dialogflow') {
    const dialogflow = config.dialogflow;
    if (!dialogflow) return false;
    const messenger = doc.createElement('df-messenger');
    messenger.setAttribute(marker, kind);
    messenger.setAttribute('agent-id', dialogflow.agentId);
    messenger.setAttribute('chat-title', dialogflow.chatTitle);
    messenger.setAttribute('language-code', language);
    messenger.setAttribute('intent', 'WELCOME');
    doc.body.append(messenger);
    // A custom element cannot be defined twice: the script runs once per page load.
    if (!doc.defaultView?.customElements.get('df-messenger')) doc.body.append(script(dialogflow.scriptUrl, kind, doc));
    shown.set(doc, kind);
    return true;
  }
  const agent = config.agent;
  if (!agent) return false;
  const element = script(agent.scriptUrl, kind, doc);
  element.dataset.agentId = agent.agentId;
  element.dataset.region = agent.region;
  element.dataset.position = 'bottom-right';
  element.dataset.language = language;
  removeLateAgent(element, agent.elementSelector, doc);
  doc.body.append(element);
  shown.set(doc, kind);
  return true;
}
