import { useEffect } from 'react';
import type * as ChatWidget from './chat-widget';
import { useLocation } from './location';
import { useI18n } from './i18n-context';
import type { ChatWidgetConfig } from './chat-widget-config';

export type { AgentWidgetConfig, ChatWidgetConfig, DialogflowConfig } from './chat-widget-config';

/** Build-time configuration (`publicSiteConfig` of `@zk/config/public`); both widgets are off unless configured. */
export const chatWidgetConfig: ChatWidgetConfig = {
  agent: __SITE_CONFIG__.chatWidget ?? null,
  dialogflow: __SITE_CONFIG__.dialogflow ?? null,
};

/** SPEC section 9: the widget loads this long after a route change. */
export const chatWidgetDelayMs = 400;

/** The code that adds and removes the widgets (`chat-widget.ts`), once a configured widget needed it: a build without one never loads it. */
let widgets: typeof ChatWidget | undefined;

/**
 * SPEC section 4: on every route change, remove all chat scripts and widget elements, then after
 * 400 ms load the right widget. Renders nothing; does nothing when no widget is configured.
 */
export function ChatWidgetLoader({ config = chatWidgetConfig }: { config?: ChatWidgetConfig }) {
  const { pathname } = useLocation();
  const { language } = useI18n();
  useEffect(() => {
    if (!config.agent && !config.dialogflow) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = ({ removeChatWidgets, loadChatWidget, widgetForPath }: typeof ChatWidget) => {
      removeChatWidgets(config);
      timer = setTimeout(() => loadChatWidget(widgetForPath(pathname), config, language), chatWidgetDelayMs);
    };
    if (widgets) start(widgets);
    else
      void import('./chat-widget').then((loaded) => {
        widgets = loaded;
        if (!cancelled) start(loaded);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pathname, language, config]);
  return null;
}
