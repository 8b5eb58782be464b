import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-by-category';

describe('groupByCategory', () => {
  it('groups consecutive questions of one category, numbering categories and questions in order', () => {
    const categories = groupByCategory([
      { category: 'Preise', question: 'Was kostet es?', answer: 'Je nach Bedarf.' },
      { category: 'Preise', question: 'Gibt es Verträge?', answer: 'Monatlich kündbar.' },
      { category: 'Technik', question: 'Welche Kanäle?', answer: 'Web und WhatsApp.' },
      { category: 'Preise', question: 'Rabatte?', answer: 'Auf Anfrage.' },
    ]);
    expect(categories.map(({ id, title, items }) => [id, title, items.map((item) => item.id)])).toEqual([
      ['faq-category-1', 'Preise', ['faq-question-1', 'faq-question-2']],
      ['faq-category-2', 'Technik', ['faq-question-3']],
      ['faq-category-3', 'Preise', ['faq-question-4']],
    ]);
    expect(categories[0]!.items[1]).toEqual({ id: 'faq-question-2', question: 'Gibt es Verträge?', answer: 'Monatlich kündbar.' });
  });

  it('gives no categories for no questions', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
