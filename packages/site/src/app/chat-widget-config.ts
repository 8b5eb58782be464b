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
