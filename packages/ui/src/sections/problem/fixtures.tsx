import { CalendarX2, Clock, TrendingDown, Users } from 'lucide-react';
import type { ProblemSectionProps } from './problem-section';

const icons = [<Clock key="0" />, <TrendingDown key="1" />, <CalendarX2 key="2" />, <Users key="3" />];
const withIcons = (props: Omit<ProblemSectionProps, 'id'>): ProblemSectionProps => ({
  ...props,
  items: props.items.map((item, i) => ({ ...item, icon: icons[i] })),
});

const copy = {
  en: {
    eyebrow: 'The problem',
    title: 'Manual work is quietly costing you customers',
    description: 'Most businesses don’t lose deals because of their product. They lose them because they reply too late, follow up too rarely and run their team at the limit.',
    items: [
      {
        title: 'Customers wait too long for replies',
        description: 'Enquiries sit unanswered overnight and at weekends, and today’s customers simply move on to the next provider.',
      },
      {
        title: 'Missed leads mean lost revenue',
        description: 'Every contact form nobody follows up and every unanswered message is a sale that goes to your competitors.',
      },
      {
        title: 'Manual appointment setting wastes time',
        description: 'Back-and-forth emails and phone tag just to find a slot eat up hours your team should spend with customers.',
      },
      {
        title: 'Support teams are overworked',
        description: 'The same questions arrive again and again, so your best people copy answers instead of solving real problems.',
      },
    ],
  },
  de: {
    eyebrow: 'Die Herausforderung',
    title: 'Manuelle Abläufe kosten Sie jeden Tag Kunden',
    description: 'Die meisten Unternehmen verlieren Aufträge nicht wegen ihres Angebots, sondern weil sie zu spät antworten, zu selten nachfassen und ihr Team dauerhaft am Limit arbeitet.',
    items: [
      {
        title: 'Kunden warten zu lange auf Antworten',
        description: 'Anfragen bleiben über Nacht und am Wochenende liegen – und Interessenten wechseln heute ohne Zögern zum nächsten Anbieter.',
      },
      {
        title: 'Verpasste Leads bedeuten verlorenen Umsatz',
        description: 'Jedes Kontaktformular ohne Rückmeldung und jede unbeantwortete Nachricht ist ein Auftrag, den Ihr Wettbewerb gewinnt.',
      },
      {
        title: 'Manuelle Terminvereinbarung kostet Zeit',
        description: 'Endlose E-Mails und Rückrufe, nur um einen passenden Termin zu finden, binden Stunden, die Ihrem Team im Kundengespräch fehlen.',
      },
      {
        title: 'Ihr Support-Team ist überlastet',
        description: 'Immer wieder dieselben Fragen: Ihre besten Leute kopieren Antworten, statt echte Probleme zu lösen.',
      },
    ],
  },
  tr: {
    eyebrow: 'Sorun',
    title: 'Manuel süreçler size her gün müşteri kaybettiriyor',
    description: 'Çoğu işletme satışı ürünü yüzünden değil; geç yanıt verdiği, yeterince takip etmediği ve ekibini sürekli sınırda çalıştırdığı için kaçırır.',
    items: [
      {
        title: 'Müşteriler yanıt için çok uzun bekliyor',
        description: 'Gece ve hafta sonu gelen talepler yanıtsız kalıyor; bugünün müşterisi ise beklemek yerine bir sonraki firmaya geçiyor.',
      },
      {
        title: 'Kaçan potansiyel müşteriler, kaybedilen gelir demek',
        description: 'Dönüş yapılmayan her form ve yanıtlanmayan her mesaj, rakibinize giden bir satış demektir.',
      },
      {
        title: 'Manuel randevu planlama zaman kaybettiriyor',
        description: 'Uygun saati bulmak için gidip gelen e-postalar ve telefonlar, ekibinizin müşteriye ayırması gereken saatleri tüketiyor.',
      },
      {
        title: 'Destek ekipleri aşırı yük altında',
        description: 'Aynı sorular tekrar tekrar geliyor; en iyi çalışanlarınız gerçek sorunları çözmek yerine aynı yanıtları kopyalıyor.',
      },
    ],
  },
};

export const problemEn: ProblemSectionProps = withIcons(copy.en);
export const problemDe: ProblemSectionProps = withIcons(copy.de);
export const problemTr: ProblemSectionProps = withIcons(copy.tr);
