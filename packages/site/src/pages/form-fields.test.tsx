import { honeypotField, publicForms } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { contactFormFields, waitlistFormFields } from '@zk/ui';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';
import { ContactPage } from './contact-page';
import { WaitlistPage } from './waitlist-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** The names the form's controls post under, each once, in the order the form shows them (the honeypot left out). */
function postedNames(): string[] {
  const form = document.querySelector<HTMLFormElement>('form[method="post"]');
  if (!form) throw new Error('No form that posts.');
  const names = [...form.elements].map((element) => element.getAttribute('name')).filter((name): name is string => !!name);
  return [...new Set(names)].filter((name) => name !== honeypotField);
}

describe('the ui forms post the fields of their declarations', () => {
  it('keeps each ui field list equal to its declaration, in order', () => {
    expect(contactFormFields).toEqual(Object.keys(publicForms.contact.fields));
    expect(waitlistFormFields).toEqual(Object.keys(publicForms.waitlist.fields));
  });

  it('renders a control for every field of the contact declaration, and no other', () => {
    renderAt(<ContactPage />, { path: '/en/contact', adapters: fixtureAdapters().adapters, language: 'en' });
    expect(postedNames()).toEqual(Object.keys(publicForms.contact.fields));
  });

  it('renders a control for every field of the waitlist declaration, and no other', () => {
    renderAt(<WaitlistPage />, { path: '/en/waitlist', adapters: fixtureAdapters().adapters, language: 'en' });
    expect(postedNames()).toEqual(Object.keys(publicForms.waitlist.fields));
  });
});
