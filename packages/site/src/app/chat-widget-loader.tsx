import { languagePattern } from '@zk/data/languages';
import { useEffect } from 'react';
import { useLocation } from './location';
import { useI18n } from './i18n-context';

/** The agency's own agent widget (every page but demo 1). */
export interface AgentWidgetConfig {
  scriptUrl: string;
  agentId: string;
  /** Data region, `eu` by default. */
  region: string;
  /** CSS selector of the elements the widget adds to the page, removed on route change. */
  elementSelector?: string;
}

/** Dialogflow Messenger (demo 1 only). */
export interface DialogflowConfig {
  scriptUrl: string;
  agentId: string;
  chatTitle: string;
}

export interface ChatWidgetConfig {
  agent: AgentWidgetConfig | null;
  dialogflow: DialogflowConfig | null;
}

/** Build-time configuration (`publicSiteConfig` of `@zk/config/public`); both widgets are off unless configured. */
export const chatWidgetConfig: ChatWidgetConfig = {
  agent: __SITE_CONFIG__.chatWidget ?? null,
  dialogflow: __SITE_CONFIG__.dialogflow ?? null,
};

/** SPEC section 9: the widget loads this long after a route change. */
export const chatWidgetDelayMs = 400;

const marker = 'data-zk-chat-widget';

export type ChatWidgetKind = 'dialogflow' | 'agent';

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
    return true;
  }
  const agent = config.agent;
  if (!agent) return false;
  const element = script(agent.scriptUrl, kind, doc);
  element.dataset.agentId = agent.agentId;
  element.dataset.region = agent.region;
  element.dataset.position = 'bottom-right';
  element.dataset.language = language;
  doc.body.append(element);
  return true;
}

/**
 * SPEC section 4: on every route change, remove all chat scripts and widget elements, then after
 * 400 ms load the right widget. Renders nothing; does nothing when no widget is configured.
 */
export function ChatWidgetLoader({ config = chatWidgetConfig }: { config?: ChatWidgetConfig }) {
  const { pathname } = useLocation();
  const { language } = useI18n();
  useEffect(() => {
    if (!config.agent && !config.dialogflow) return;
    removeChatWidgets(config);
    const timer = setTimeout(() => loadChatWidget(widgetForPath(pathname), config, language), chatWidgetDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, language, config]);
  return null;
}
