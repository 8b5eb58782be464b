import { DataError, type FieldErrors } from '@zk/data';
import { createI18n } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import { describe, expect, it } from 'vitest';
import { passwordChangeMessages } from './dashboard-password';

describe('passwordChangeMessages', () => {
  const t = createI18n('de', de).t;
  const weak = (problem: string) => new DataError('weak_password', 'x', 422, { newPassword: problem } as FieldErrors);

  it('tells each password-policy refusal apart at the new password, in the page language', () => {
    expect(passwordChangeMessages(weak('too_short'), t)).toEqual({ newPassword: de.admin.password.tooShort });
    expect(passwordChangeMessages(weak('common'), t)).toEqual({ newPassword: de.admin.password.common });
    expect(passwordChangeMessages(weak('guessable'), t)).toEqual({ newPassword: de.admin.password.guessable });
  });

  it('says a throttled or busy server by its code, and anything else as the failure to change', () => {
    expect(passwordChangeMessages(new DataError('rate_limited', 'x', 429), t)).toEqual({ form: de.admin.errors.codes.rate_limited });
    expect(passwordChangeMessages(new DataError('unavailable', 'x', 503), t)).toEqual({ form: de.admin.errors.codes.unavailable });
    expect(passwordChangeMessages(new DataError('network', 'x', 0), t)).toEqual({ form: de.admin.password.failed });
  });
});
