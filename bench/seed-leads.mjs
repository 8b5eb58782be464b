// Seeds leads the way an agency's inbox fills: names and messages in German, Turkish and English,
// statuses, services and languages, spread over two years. Deterministic: every run seeds the same data.
// Used by bench/lead-inbox.mjs and bench/backup.mjs. Needs tsx's loader registered (it imports TypeScript).
const { waitlistServices } = await import('../packages/data/src/index.ts');

const firstNames = [
  'Jürgen',
  'Ayşe',
  'Emma',
  'Mehmet',
  'Sophie',
  'İbrahim',
  'Lukas',
  'Zeynep',
  'Olivia',
  'Işıl',
  'Jonas',
  'Elif',
  'Noah',
  'Can',
  'Mia',
  'Öykü',
  'Leon',
  'Hannah',
  'Burak',
  'Ella',
];
const lastNames = [
  'Müller',
  'Yılmaz',
  'Schmidt',
  'Kaya',
  'Smith',
  'Demir',
  'Schneider',
  'Şahin',
  'Fischer',
  'Çelik',
  'Weber',
  'Öztürk',
  'Johnson',
  'Aydın',
  'Becker',
  'Arslan',
  'Wagner',
  'Doğan',
  'Brown',
  'Koç',
  'Hoffmann',
  'Kılıç',
  'Schäfer',
  'Aslan',
  'Koch',
  'Çetin',
  'Bauer',
  'Kara',
  'Richter',
  'Kurt',
];
const words =
  'wir brauchen einen Chatbot für unseren Online-Shop und möchten Termine automatisch buchen lassen müşteri hizmetleri için yapay zeka asistanı istiyoruz İstanbul ofisimiz we would like an AI phone agent for our clinic appointments and lead qualification Angebot Preis fiyat teklif integration CRM Straße Größe ölçek'.split(
    ' ',
  );
const serviceNames = Object.values(waitlistServices);
const statuses = ['New', 'New', 'New', 'Contacted', 'Won', 'Closed'];
const languages = ['en', 'de', 'tr'];
const startMs = Date.parse('2024-06-01T00:00:00.000Z');
const spanMs = 2 * 365 * 86_400_000;

/** Inserts `contacts` contact inquiries and `waitlist` waitlist entries into `db`; returns the milliseconds it took. */
export function seedLeads(db, { contacts, waitlist }) {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const t0 = performance.now();
  const insertContact = db.prepare(
    'INSERT INTO contact_inquiries (id, full_name, email, inquiry, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertWaitlist = db.prepare(
    'INSERT INTO waitlist_entries (id, full_name, email, services, language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const batch = 10_000;
  const total = contacts + waitlist;
  const insertBatch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const first = pick(firstNames);
      const last = pick(lastNames);
      const email = `${first}.${last}.${i}@example.com`.toLocaleLowerCase('en');
      const createdAt = new Date(startMs + Math.floor((i / total) * spanMs)).toISOString();
      // Interleave the kinds over time, as real sign-ups arrive.
      if (i % 2 === 0 ? i / 2 < contacts : (i - 1) / 2 >= waitlist) {
        const inquiry = Array.from({ length: 12 + Math.floor(random() * 30) }, () => pick(words)).join(' ');
        insertContact.run(`c-${i}`, `${first} ${last}`, email, inquiry, pick(statuses), createdAt);
      } else {
        const services = serviceNames.filter(() => random() < 0.3);
        insertWaitlist.run(
          `w-${i}`,
          `${first} ${last}`,
          email,
          JSON.stringify(services.length ? services : [pick(serviceNames)]),
          pick(languages),
          pick(statuses),
          createdAt,
        );
      }
    }
  });
  // Seeding only: no fsync per batch and a larger page cache (the server runs with synchronous=FULL).
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  for (let from = 0; from < total; from += batch) insertBatch.immediate(from, Math.min(total, from + batch));
  db.pragma('synchronous = FULL');
  db.pragma('cache_size = -2000');
  return performance.now() - t0;
}
