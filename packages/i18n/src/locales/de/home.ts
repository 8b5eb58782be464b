import type { Dictionary } from '../../dictionary';

const home: Dictionary['home'] = {
  hero: {
    eyebrow: 'KI-Automatisierung für wachsende Unternehmen',
    headline: 'Automatisieren Sie Ihre Geschäftsprozesse mit KI, die rund um die Uhr arbeitet',
    subtitle:
      'Chatbots, Lead-Erfassung und Terminvereinbarung: Jede Kundenanfrage wird in Sekunden beantwortet, Ihr CRM ist angebunden, und in 72 Stunden ist alles einsatzbereit.',
    cta: 'Kostenlose Beratung vereinbaren',
    claim: 'In 72 Stunden live, monatlich kündbar',
    claimFigure: 'Bis zu {{percent}}\u00a0% geringere Supportkosten',
  },
  problem: {
    eyebrow: 'Die Herausforderung',
    title: 'Manuelle Abläufe kosten Sie jeden Tag Kunden',
    description:
      'Die meisten Unternehmen verlieren Aufträge nicht wegen ihres Angebots, sondern weil sie zu spät antworten, zu selten nachfassen und ihr Team dauerhaft am Limit arbeitet.',
    items: {
      slowReplies: {
        title: 'Kunden warten zu lange auf Antworten',
        description:
          'Anfragen bleiben über Nacht und am Wochenende liegen – und Interessenten wechseln heute ohne Zögern zum nächsten Anbieter.',
      },
      missedLeads: {
        title: 'Verpasste Leads bedeuten verlorenen Umsatz',
        description:
          'Jedes Kontaktformular ohne Rückmeldung und jede unbeantwortete Nachricht ist ein Auftrag, den Ihr Wettbewerb gewinnt.',
      },
      manualBooking: {
        title: 'Manuelle Terminvereinbarung kostet Zeit',
        description:
          'Endlose E-Mails und Rückrufe, nur um einen passenden Termin zu finden, binden Stunden, die Ihrem Team im Kundengespräch fehlen.',
      },
      overworkedTeams: {
        title: 'Ihr Support-Team ist überlastet',
        description: 'Immer wieder dieselben Fragen: Ihre besten Leute kopieren Antworten, statt echte Probleme zu lösen.',
      },
    },
  },
  services: {
    eyebrow: 'Leistungen',
    title: 'Alles, was Sie für automatisierte Kundenkommunikation brauchen',
    description:
      'Von der ersten Nachricht bis zum gebuchten Termin: Unsere KI-Lösungen übernehmen Routinearbeit auf allen Kanälen und übergeben Ihrem Team warme, qualifizierte Leads.',
    items: {
      chatbots: {
        title: 'KI-Chatbots für Unternehmen',
        description:
          'Beantworten Sie Kundenfragen sofort und rund um die Uhr – auf Ihrer Website, in WhatsApp, Telegram und Instagram, im Ton Ihrer Marke.',
      },
      leadGeneration: {
        title: 'Lead-Generierung & CRM-Integration',
        description: 'Qualifizieren Sie jeden Besucher im Dialog, bewerten Sie Leads per KI und übertragen Sie sie direkt in Ihr CRM.',
      },
      appointments: {
        title: 'Automatische Terminvereinbarung',
        description:
          'Ihre Kunden buchen, verschieben und bestätigen Termine direkt im Chat – abgestimmt mit Ihrem Kalender, inklusive Erinnerungen.',
      },
      agent: {
        title: 'ZK Agent',
        description:
          'Unser leistungsstärkster KI-Agent vereint Support, Terminvereinbarung, Lead-Erfassung und Produktempfehlungen – nahtlos verbunden mit Ihren Tools.',
      },
      websites: {
        title: 'KI-gestützte Website-Erstellung',
        description:
          'Eine schnelle, moderne Website, mit KI erstellt, auf Conversions optimiert und vom ersten Tag an bereit für Ihren Chatbot.',
      },
    },
    agentBadge: 'Flaggschiff',
    agentLink: 'ZK Agent entdecken',
    cta: 'So funktioniert es',
    comingSoon: {
      badge: 'Demnächst',
      title: 'KI-gestützte E-Mail-Akquise',
      description:
        'Erreichen Sie Entscheider, die dem Empfang Ihrer E-Mails zugestimmt haben, mit persönlichen Nachrichten, die die KI für Sie recherchiert und formuliert.',
      features: [
        'Versand nur an Kontakte, die dem Empfang Ihrer E-Mails zugestimmt haben',
        'Eine individuell formulierte E-Mail für jeden Empfänger',
        'Folge-E-Mails nach Ihrer Freigabe, mit Abmeldelink in jeder E-Mail',
        'Antworterkennung und Übergabe an Ihr CRM',
      ],
      cta: 'Auf die Warteliste',
    },
    future: {
      title: 'Weitere KI-Leistungen in Vorbereitung',
      description: 'Wir arbeiten bereits an neuen Automatisierungen. Tragen Sie sich in die Warteliste ein und testen Sie sie als Erste.',
      badge: 'Demnächst',
      cta: 'Auf die Warteliste',
      items: {
        personalizedEmail: {
          title: 'Personalisierte E-Mail-Kampagnen',
          description: 'Individuelle E-Mails, abgestimmt auf Interessen und Historie jedes einzelnen Kunden.',
        },
        socialMedia: {
          title: 'Social-Media-Akquise',
          description: 'Starten Sie Gespräche mit Interessenten genau dort, wo diese ohnehin unterwegs sind.',
        },
        phoneCallers: {
          title: 'KI-Telefonassistenten',
          description: 'Natürlich klingende KI-Stimmen, die Anrufe annehmen, Leads qualifizieren und Termine vereinbaren.',
        },
        instagram: {
          title: 'Instagram-Automatisierung',
          description: 'Beantworten Sie DMs, Kommentare und Story-Erwähnungen sofort und machen Sie Follower zu Kunden.',
        },
        twitter: {
          title: 'Twitter-Terminal',
          description:
            'Verfolgen Sie X (Twitter), reagieren Sie auf Beiträge und beantworten Sie Nachrichten – alles in einem KI-gestützten Terminal.',
        },
        telegram: {
          title: 'Telegram-Bot',
          description: 'Ihr eigener Telegram-Bot für Support, Vertrieb und Community-Management.',
        },
      },
    },
  },
  process: {
    eyebrow: 'Ablauf',
    title: 'Vom Erstgespräch zur laufenden Automatisierung',
    description: 'Ein klarer Prozess in drei Schritten – Sie wissen jederzeit, was als Nächstes passiert.',
    steps: {
      analyze: {
        title: 'Analyse',
        description: 'Wir analysieren Ihre Kundenprozesse und Abläufe und zeigen Ihnen, wo Automatisierung am meisten Zeit und Geld spart.',
      },
      build: {
        title: 'Entwicklung & Umsetzung',
        description: 'Wir entwickeln Ihre KI-Lösung, binden CRM, Kalender und Kanäle an und gehen innerhalb von 72 Stunden live.',
      },
      maintain: {
        title: 'Betreuung & Optimierung',
        description:
          'Wir werten jedes Gespräch aus, verbessern die KI jeden Monat und ergänzen neue Automatisierungen, wenn Ihr Unternehmen wächst.',
      },
    },
  },
  comparison: {
    eyebrow: 'Warum wir',
    title: 'Passgenau für Ihr Unternehmen statt einer Lösung von der Stange',
    description: 'Automatisierung, die sich Ihren Abläufen anpasst – ohne die Kompromisse von Standard-Tools oder manueller Arbeit.',
    caption: 'Funktionsvergleich: {{brand}} und manuelle Lösungen',
    featureHeader: 'Funktion',
    columns: {
      manual: 'Manuelle Lösungen',
    },
    features: {
      automation: 'Automatisierung rund um die Uhr',
      leadScoring: 'KI-gestütztes Lead-Scoring',
      customizable: 'Individuell anpassbar',
      costEffective: 'Kosteneffizient',
      monthlyCancelable: 'Monatlich kündbar',
      scalable: 'Skalierbar',
    },
    values: {
      yes: 'Ja',
      no: 'Nein',
      limited: 'Eingeschränkt',
    },
  },
  pricing: {
    eyebrow: 'Preise',
    title: 'Pakete, die mit Ihrem Unternehmen wachsen',
    description:
      'Jedes Unternehmen ist anders – und damit auch jedes Angebot. Wählen Sie das passende Paket, wir stimmen es auf Ihre Abläufe ab.',
    featured: 'Am beliebtesten',
    cta: 'Individuelles Angebot anfordern',
    note: 'Monatliche Abrechnung, keine langfristige Vertragsbindung. Der Preis richtet sich nach Ihrem Bedarf.',
    tiers: {
      enterprise: {
        name: 'Enterprise',
        description: 'Für Unternehmen mit komplexen Prozessen, hohem Volumen und eigenen Systemen.',
        features: [
          'Alle Leistungen des Growth-Pakets',
          'ZK Agent mit individuellen Workflows',
          'Anbindung an Ihre Datenbanken und internen Tools',
          'Ein persönlicher Ansprechpartner',
          'Priorisierter Support mit garantierten Reaktionszeiten',
        ],
      },
      growth: {
        name: 'Growth',
        description: 'Für wachsende Teams, die Vertrieb und Support automatisieren möchten.',
        features: [
          'Alle Leistungen des Starter-Pakets',
          'Website, WhatsApp, Telegram und Instagram',
          'CRM-Integration und KI-Lead-Scoring',
          'Automatische Terminvereinbarung',
          'Monatliches Optimierungsgespräch',
        ],
      },
      starter: {
        name: 'Starter',
        description: 'Für kleine Unternehmen, die den ersten Schritt mit KI gehen.',
        features: [
          'KI-Chatbot für Ihre Website',
          'Antworten auf häufige Fragen rund um die Uhr',
          'Neue Leads direkt in Ihrem Postfach',
          'Einrichtung innerhalb von 72 Stunden',
          'Monatlicher Leistungsbericht',
        ],
      },
    },
  },
  benefits: {
    eyebrow: 'Ihre Vorteile',
    title: 'Was sich für Ihr Unternehmen ändert',
    description: 'Schnellere Antworten, mehr qualifizierte Leads und ein Team, das endlich Zeit für das Wesentliche hat.',
    items: {
      setup: {
        stat: '72 Std.',
        title: 'Startklar in 72 Stunden',
        description: 'Vom Kick-off zum einsatzbereiten KI-Assistenten in drei Tagen – ohne langwieriges IT-Projekt.',
      },
      savings: {
        title: 'Geringere Supportkosten',
        description:
          'Ihre KI beantwortet Routinefragen rund um die Uhr, Ihr Team kümmert sich nur noch um das, was wirklich einen Menschen braucht.',
      },
      conversions: {
        title: 'Mehr Anfragen werden zu Aufträgen',
        description: 'Sofortige Antworten und KI-Lead-Scoring machen aus mehr Besuchern qualifizierte Gespräche und gebuchte Termine.',
      },
      hours: {
        title: 'Mehr Zeit für Ihr Team',
        description: 'Automatische Terminvereinbarung, Nachfassaktionen und CRM-Einträge befreien Ihr Team von lästiger Routinearbeit.',
      },
    },
    figures: {
      savings: { stat: '{{percent}}\u00a0%', title: 'Bis zu {{percent}}\u00a0% geringere Supportkosten' },
      conversions: { stat: '{{multiple}}×', title: '{{multiple}}× mehr Lead-Conversions' },
      hours: { stat: '{{hours}}+', title: 'Über {{hours}} Stunden Zeitersparnis im Monat' },
      basis: 'Die Zahlen stammen aus Projekten unserer Kunden; Ihre Ergebnisse hängen von Ihren Anfragen und Abläufen ab.',
    },
    highlights: {
      support: 'Support rund um die Uhr',
      crm: 'Anbindung an führende CRM-Systeme',
      channels: 'Website, WhatsApp, Telegram & Instagram',
      privacy: 'Auftragsverarbeitungsvertrag nach Art. 28 DSGVO inklusive',
    },
    cta: 'Kostenloses KI-Strategiegespräch vereinbaren',
  },
};

export default { home };
