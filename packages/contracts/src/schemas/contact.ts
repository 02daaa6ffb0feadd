// A contact form's submission (POST /stores/:website_id/contact). The field keys come from the section's own content,
// so each value's checks (known key, text, length) are the API's, against that section (CONTACT_MESSAGES).
import * as yup from 'yup';

export const contactSchema = yup.object({
  /** A section that is not a positive integer is as unknown as a missing one (404 section_not_found). */
  section_id: yup.number().strict().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  fields: yup.mixed<Record<string, string>>().required(),
});
