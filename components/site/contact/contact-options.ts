import { contactContent } from '@/lib/content/pages';
import { liveServices } from '@/lib/services/service-list';

/**
 * The choices of "Service of interest": every live service by its published title, then
 * careers and general enquiries. Computed on the server and handed to the form, so the
 * catalogue stays out of the browser.
 */
export async function serviceOptions(): Promise<string[]> {
  return [
    ...(await liveServices()).map((service) => service.title),
    ...contactContent.form.extraServiceOptions,
  ];
}
