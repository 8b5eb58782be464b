import { createHash } from 'node:crypto';
import { waitlistConsentVersion } from '@zk/data';
import { describe, expect, it } from 'vitest';
import de from './locales/de';
import en from './locales/en';
import tr from './locales/tr';

/**
 * The wording each consent version stands for: a SHA-256 of the statement in every language. The
 * waitlist stores `waitlistConsentVersion` with each entry, so an entry proves what its visitor read.
 * Changed the wording? Give `waitlistConsentVersion` (packages/data/src/domain/submissions.ts) a new
 * value and add its hash here; never change a published version's hash.
 */
const wordingOf: Record<string, string> = {
  '2026-11-25': '4c24fda440eeec8a177c7b1dd32e802a4ca81adf6b19d28a15d24a97620dc498',
  '2026-11-28': 'c1ccb6e2738df306bbc1113e10f5a94cb9940292aa9be7be0476e7246eb8bfea',
};

const statement = () =>
  createHash('sha256')
    .update(JSON.stringify([en, de, tr].map((copy) => copy.waitlist.consent.label)))
    .digest('hex');

describe('waitlist consent wording', () => {
  it('is the wording its stored version stands for', () => {
    expect(wordingOf[waitlistConsentVersion], `add the hash of version ${waitlistConsentVersion}`).toBeDefined();
    expect(statement(), 'the consent wording changed: give it a new waitlistConsentVersion').toBe(wordingOf[waitlistConsentVersion]);
  });
});
