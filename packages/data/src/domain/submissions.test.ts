import { describe, expect, it, vi } from 'vitest';
import { validate } from './field-errors.ts';
import { NoValidServicesError, serviceNamesFor, waitlistServiceIds } from './services.ts';
import { contactInquirySchema, contactForm, fieldLimits, waitlistEntrySchema, waitlistForm } from './submissions.ts';

describe('contact inquiry validation', () => {
  it('accepts a complete inquiry and trims it', () => {
    expect(validate(contactInquirySchema, { fullName: ' Ada ', email: 'ada@example.com ', inquiry: 'Hi' })).toEqual({
      ok: true,
      value: { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' },
    });
  });

  it('requires every field and a valid email', () => {
    expect(validate(contactInquirySchema, { fullName: '  ', email: 'nope', inquiry: '' })).toEqual({
      ok: false,
      fieldErrors: { fullName: 'required', email: 'invalid_email', inquiry: 'required' },
    });
    expect(validate(contactInquirySchema, {})).toEqual({
      ok: false,
      fieldErrors: { fullName: 'required', email: 'required', inquiry: 'required' },
    });
  });

  it('refuses names holding an RFC 2047 encoded word, which a mail client would decode in a header (issue 50 item 6)', () => {
    const encoded = '=?utf-8?b?RXZl4oCuDQpYOiB5?=';
    expect(validate(contactInquirySchema, { fullName: encoded, email: 'ada@example.com', inquiry: 'Hi' })).toEqual({
      ok: false,
      fieldErrors: { fullName: 'invalid' },
    });
    expect(
      validate(waitlistEntrySchema, { fullName: `Ada ${encoded}`, email: 'ada@example.com', consent: true, services: ['telegram'] }),
    ).toMatchObject({ ok: false, fieldErrors: { fullName: 'invalid' } });
    expect(validate(contactInquirySchema, { fullName: 'Ada =? Lovelace', email: 'ada@example.com', inquiry: 'Hi' }).ok).toBe(true);
  });

  it('refuses names with control or bidi-override characters, and invisible-only names', () => {
    const base = { email: 'ada@example.com', inquiry: 'Hi\nthere' };
    expect(validate(contactInquirySchema, { ...base, fullName: '\u0000Ada' })).toEqual({ ok: false, fieldErrors: { fullName: 'invalid' } });
    expect(validate(contactInquirySchema, { ...base, fullName: 'Ada\u202e' })).toEqual({ ok: false, fieldErrors: { fullName: 'invalid' } });
    expect(validate(contactInquirySchema, { ...base, fullName: '\u200b' })).toEqual({ ok: false, fieldErrors: { fullName: 'required' } });
    expect(
      validate(waitlistEntrySchema, { fullName: '\u2066Ada', email: 'ada@example.com', consent: true, services: ['telegram'] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { fullName: 'invalid' },
    });
  });

  it('limits lengths', () => {
    const result = validate(contactInquirySchema, {
      fullName: 'x'.repeat(fieldLimits.fullName + 1),
      email: 'a@b.co',
      inquiry: 'x'.repeat(fieldLimits.inquiry + 1),
    });
    expect(result).toEqual({ ok: false, fieldErrors: { fullName: 'too_long', inquiry: 'too_long' } });
  });
});

describe('waitlist entry validation', () => {
  it('defaults the language to en and requires at least one service', () => {
    expect(validate(waitlistEntrySchema, { fullName: 'Ada', email: 'ada@example.com', consent: true, services: ['telegram'] })).toEqual({
      ok: true,
      value: { fullName: 'Ada', email: 'ada@example.com', consent: true, services: ['telegram'], language: 'en' },
    });
    expect(validate(waitlistEntrySchema, { fullName: 'Ada', email: 'ada@example.com', consent: true, services: [] })).toEqual({
      ok: false,
      fieldErrors: { services: 'no_services' },
    });
  });

  it('rejects an unknown language', () => {
    expect(validate(waitlistEntrySchema, { fullName: 'A', email: 'a@b.co', consent: true, services: ['x'], language: 'fr' })).toEqual({
      ok: false,
      fieldErrors: { language: 'invalid' },
    });
  });
});

describe('serviceNamesFor', () => {
  it('maps every id of SPEC section 3 to its display name', () => {
    expect(serviceNamesFor(waitlistServiceIds)).toEqual([
      'Cold Email Outreach',
      'Personalized Email Outreach',
      'Social Media Outreach',
      'AI Phone Callers',
      'Instagram Automation',
      'Twitter Terminal',
      'Telegram Bot',
    ]);
  });

  it('drops unknown ids with a warning and collapses duplicates', () => {
    const warn = vi.fn();
    expect(serviceNamesFor(['telegram', 'fax', 'telegram', 'constructor'], warn)).toEqual(['Telegram Bot']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("throws 'No valid services selected' when nothing maps", () => {
    expect(() => serviceNamesFor(['fax'], () => {})).toThrow(NoValidServicesError);
    expect(() => serviceNamesFor([], () => {})).toThrow('No valid services selected');
  });
});

describe('the stored fields of a form', () => {
  it('are fields of the record it stores, so the operator side reads back what was written', () => {
    const contact = contactForm.toRecord({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' });
    const waitlist = waitlistForm.toRecord(
      { fullName: 'Ada', email: 'ada@example.com', consent: true, services: ['telegram'], language: 'de' },
      () => {},
    );
    expect(Object.keys(contact)).toEqual(expect.arrayContaining(Object.keys(contactForm.stored)));
    expect(Object.keys(waitlist)).toEqual(expect.arrayContaining(Object.keys(waitlistForm.stored)));
  });

  it('name each field in Airtable once per form', () => {
    for (const form of [contactForm, waitlistForm]) {
      const names = Object.values(form.stored).map((field) => field.airtable);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
