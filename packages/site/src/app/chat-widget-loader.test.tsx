import { languages } from '@zk/data/languages';
import { fixtureAdapters } from '@zk/data/testing';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const widgetCode = vi.hoisted(() => ({ imported: false }));
vi.mock('./chat-widget', async (importOriginal) => {
  widgetCode.imported = true;
  return importOriginal();
});

const { ChatWidgetLoader, chatWidgetConfig } = await import('./chat-widget-loader');
type Config = typeof chatWidgetConfig;

const config: Config = {
  agent: { scriptUrl: 'https://widgets.zk.test/agent.js', agentId: 'agent-1', region: 'eu', elementSelector: '.stub-agent' },
  dialogflow: { scriptUrl: 'https://df.zk.test/bootstrap.js?v=1', agentId: 'df-1', chatTitle: 'Voltix Assistant' },
};

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);

/** The widget code loads on the first route change with a widget configured; later ones have it at once. */
const widgetCodeSettled = () => act(async () => vi.dynamicImportSettled());

function renderLoader(path: string, loaderConfig: Config = config) {
  return renderAt(<ChatWidgetLoader config={loaderConfig} />, { path, adapters: fixtureAdapters().adapters });
}

describe('ChatWidgetLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    vi.useRealTimers();
    (await import('./chat-widget')).removeChatWidgets(config);
  });

  it('does nothing, and loads no widget code, when no widget is configured (the default build)', async () => {
    expect(chatWidgetConfig).toEqual({ agent: null, dialogflow: null });
    const { history } = renderLoader('/en', chatWidgetConfig);
    act(() => history.navigate('/admin/demo/1'));
    act(() => vi.advanceTimersByTime(1000));
    expect(scripts()).toEqual([]);
    expect(document.querySelector('df-messenger')).toBeNull();
    expect(widgetCode.imported).toBe(false);
  });

  it('loads the agent widget, bottom-right in region eu, 400 ms after a route change', async () => {
    renderLoader('/en');
    await widgetCodeSettled();
    act(() => vi.advanceTimersByTime(399));
    expect(scripts()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    const script = document.querySelector<HTMLScriptElement>('script[data-zk-chat-widget="agent"]')!;
    expect(script.src).toBe('https://widgets.zk.test/agent.js');
    expect(script.dataset).toMatchObject({ agentId: 'agent-1', region: 'eu', position: 'bottom-right', language: 'en' });
  });

  it('removes every chat script and widget element on navigation, then loads Dialogflow on demo 1 only', async () => {
    const { history } = renderLoader('/en');
    await widgetCodeSettled();
    act(() => vi.advanceTimersByTime(400));
    // What the agent script would add, plus a copy of the script the widget injected itself.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="stub-agent">chat</div><script src="https://widgets.zk.test/agent.js?late=1"></script>',
    );

    act(() => history.navigate('/admin/demo/1'));
    expect(scripts()).toEqual([]);
    expect(document.querySelector('.stub-agent')).toBeNull();
    act(() => vi.advanceTimersByTime(399));
    expect(document.querySelector('df-messenger')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const messenger = document.querySelector('df-messenger')!;
    expect(messenger).toHaveAttribute('agent-id', 'df-1');
    expect(messenger).toHaveAttribute('chat-title', 'Voltix Assistant');
    expect(scripts()).toEqual(['https://df.zk.test/bootstrap.js?v=1']);

    act(() => history.navigate('/admin/demo/2'));
    expect(document.querySelector('df-messenger')).toBeNull();
    expect(scripts()).toEqual([]);
    act(() => vi.advanceTimersByTime(400));
    expect(scripts()).toEqual(['https://widgets.zk.test/agent.js']);
  });

  it('takes away the widget an agent script adds when it runs after its route was left', async () => {
    const { history } = renderLoader('/admin/dashboard');
    await widgetCodeSettled();
    act(() => vi.advanceTimersByTime(400));
    const loading = document.querySelector<HTMLScriptElement>('script[data-zk-chat-widget="agent"]')!;
    act(() => history.navigate('/admin/demo/1'));
    expect(loading.isConnected).toBe(false);
    /** What the browser does with a removed script it was still fetching: runs it, then fires its load. */
    const runLate = (script: HTMLScriptElement) => {
      document.body.insertAdjacentHTML('beforeend', '<div class="stub-agent">chat</div>');
      script.dispatchEvent(new Event('load'));
    };

    runLate(loading);
    expect(document.querySelector('.stub-agent')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    runLate(loading);
    expect(document.querySelector('.stub-agent')).toBeNull();
    expect(document.querySelector('df-messenger')).not.toBeNull();

    // Back on a page with the agent, its own widget stays whatever an old script does.
    act(() => history.navigate('/admin/demo/2'));
    act(() => vi.advanceTimersByTime(400));
    runLate(loading);
    expect(document.querySelectorAll('.stub-agent')).toHaveLength(1);
  });

  it('cancels a pending load when the route changes again within 400 ms', async () => {
    const { history } = renderLoader('/admin/demo/1');
    await widgetCodeSettled();
    act(() => vi.advanceTimersByTime(200));
    act(() => history.navigate('/en/faq'));
    act(() => vi.advanceTimersByTime(400));
    expect(document.querySelector('df-messenger')).toBeNull();
    expect(scripts()).toEqual(['https://widgets.zk.test/agent.js']);
  });
});

describe('widgetForPath', () => {
  it('picks Dialogflow on demo 1 only', async () => {
    const { widgetForPath } = await import('./chat-widget');
    expect(widgetForPath('/admin/demo/1')).toBe('dialogflow');
    for (const language of languages) expect(widgetForPath(`/${language}/admin/demo/1`), language).toBe('dialogflow');
    for (const path of ['/admin/demo/2', '/admin/dashboard', '/en', '/en/contact', '/admin/demo/10', '/xx/admin/demo/1']) {
      expect(widgetForPath(path), path).toBe('agent');
    }
  });
});
