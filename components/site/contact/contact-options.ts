import { contactContent } from '@/lib/content/pages';
import { services } from '@/lib/content/services';

/** The choices of "Service of interest": every service, then careers and general enquiries. */
export const serviceOptions: readonly string[] = [
  ...services.map((service) => service.title),
  ...contactContent.form.extraServiceOptions,
];

export const JOB_SERVICE = 'Careers and job applications';

/** What a link such as /contact-us?service=...&job=... asks the form to start with. */
export function initialChoice(params: { get(name: string): string | null }) {
  const job = params.get('job')?.slice(0, 200) ?? '';
  const requested = params.get('service') ?? '';
  const service = job ? JOB_SERVICE : serviceOptions.includes(requested) ? requested : '';
  const description = job ? `I would like to apply for the role of ${job}. ` : '';
  return { service, description };
}
