import { DataError } from '../../domain/errors.ts';
import type { FieldErrors } from '../../domain/field-errors.ts';
import type { SubmissionsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';

/** The schemas (and zod) load on first use, keeping them out of every public page's first load. */
async function validation() {
  const [fieldErrors, services, submissions] = await Promise.all([
    import('../../domain/field-errors.ts'),
    import('../../domain/services.ts'),
    import('../../domain/submissions.ts'),
  ]);
  return { ...fieldErrors, ...services, ...submissions };
}

function invalid(fieldErrors: FieldErrors): DataError {
  return new DataError('validation_failed', 'Some fields are missing or invalid', 0, fieldErrors);
}

/** Submissions port on the project server; validates first with the shared schemas (the server validates again). */
export function localSubmissions(http: HttpClient): SubmissionsPort {
  return {
    async submitContact(input) {
      const { validate, contactInquirySchema } = await validation();
      const checked = validate(contactInquirySchema, input);
      if (!checked.ok) throw invalid(checked.fieldErrors);
      await http.request('POST', '/api/submissions/contact', input);
    },
    async joinWaitlist(input) {
      const { validate, waitlistEntrySchema, isWaitlistServiceId, NoValidServicesError, serviceNamesFor } = await validation();
      const checked = validate(waitlistEntrySchema, input);
      if (!checked.ok) throw invalid(checked.fieldErrors);
      try {
        serviceNamesFor(checked.value.services);
      } catch (error) {
        if (error instanceof NoValidServicesError) throw new DataError('no_valid_services', error.message, 0);
        throw error;
      }
      const services = checked.value.services.filter(isWaitlistServiceId);
      await http.request('POST', '/api/submissions/waitlist', { ...input, services });
    },
  };
}
