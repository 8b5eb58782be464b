import type { AgentFeatureGroup } from './agent-features';

const group = (id: AgentFeatureGroup['illustration'], n: number, title: string, description: string, items: string[]): AgentFeatureGroup => ({
  id,
  eyebrow: String(n).padStart(2, '0'),
  title,
  description,
  items,
  illustration: id,
});

export const agentGroupsEn: AgentFeatureGroup[] = [
  group('support', 1, 'Support and communication', 'Answers every customer within seconds, in their language.', [
    'Replies around the clock on your website, WhatsApp, Telegram and Instagram',
    'Hands over to your team with the full conversation when needed',
  ]),
  group('appointments', 2, 'Appointments and calls', 'Books meetings straight into your calendar.', ['Offers free slots from Google Calendar, Outlook or Calendly', 'Sends reminders before each appointment']),
  group('crm', 3, 'CRM and data capture', 'Turns conversations into qualified leads.', ['Creates and updates contacts in HubSpot, Salesforce, Pipedrive or Zoho']),
  group('commerce', 4, 'E-commerce and recommendations', 'Knows the catalogue and recommends what fits.', ['Personal product recommendations']),
  group('media', 5, 'Media embedding', 'Images, videos and documents right in the chat.', ['Sends product photos, videos and PDF brochures']),
  group('integrations', 6, 'Integrations and databases', 'Connects to the systems you already use.', ['Connects to any tool through APIs and webhooks']),
  group('design', 7, 'Design and deployment', 'Looks like part of your brand and goes live within 72 hours.', ['Installed with a single line of code']),
  group('analytics', 8, 'Analytics and reporting', 'Shows what your customers ask.', ['Monthly reports with concrete recommendations']),
];

export const agentGroupsDe: AgentFeatureGroup[] = [
  group('support', 1, 'Support und Kommunikation', 'Beantwortet jede Kundenanfrage in Sekunden, in der Sprache des Kunden und auf dem Kanal seiner Wahl.', [
    'Antwortet rund um die Uhr auf Ihrer Website, in WhatsApp, Telegram und Instagram',
    'Versteht und antwortet auf Deutsch, Englisch, Türkisch und in vielen weiteren Sprachen',
    'Übergibt bei Bedarf mit dem vollständigen Gesprächsverlauf an Ihr Team',
  ]),
  group('integrations', 2, 'Integrationen und Datenbanken', 'Verbindet sich mit den Systemen, die Sie bereits nutzen, damit Antworten immer aktuell sind.', [
    'Legt Kontakte in HubSpot, Salesforce, Pipedrive oder Zoho an und aktualisiert sie',
    'Automatisiert Abläufe mit Make, Zapier oder n8n',
  ]),
];

export const agentGroupsTr: AgentFeatureGroup[] = [
  group('appointments', 1, 'Randevular ve aramalar', 'Görüşmeleri doğrudan takviminize işler ve gelmeyen müşteri sayısını azaltır.', [
    'Google Takvim, Outlook veya Calendly’deki boş saatleri sunar',
    'Her randevudan önce hatırlatma gönderir',
  ]),
  group('analytics', 2, 'Analiz ve raporlama', 'Müşterilerinizin ne sorduğunu gösterir.', ['Somut önerilerle aylık raporlar']),
];
