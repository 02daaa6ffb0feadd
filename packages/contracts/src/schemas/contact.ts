// A contact form's submission (POST /stores/:website_id/contact). The field keys come from the section's own content,
// so each value's checks (known key, text, length) are the API's, against that section.
import * as yup from 'yup';
import { shopperEmailSchema } from './inbox';

/** A section that is not a positive integer is as unknown as a missing one (404 section_not_found). */
export const contactSectionIdSchema = yup.number().strict().integer().min(1).max(Number.MAX_SAFE_INTEGER).required();

export const contactSchema = yup.object({
  section_id: contactSectionIdSchema,
  fields: yup.mixed<Record<string, string>>().required(),
  /** Who wrote, so the merchant can reply (#34 item 5). */
  email: shopperEmailSchema,
});

/** The sender's email alone: checked after the section and its fields (an unknown section is a 404 first). */
export const contactEmailSchema = yup.object({ email: shopperEmailSchema });
