import { contactContent } from '@/lib/content/pages';
import { services } from '@/lib/content/services';

/**
 * The choices of "Service of interest": every service, then careers and general enquiries.
 * Computed on the server and handed to the form, so the catalogue stays out of the browser.
 */
export const serviceOptions: readonly string[] = [
  ...services.map((service) => service.title),
  ...contactContent.form.extraServiceOptions,
];
