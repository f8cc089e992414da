export const JOB_SERVICE = 'Careers and job applications';

/** What a link such as /contact-us?service=...&job=... asks the form to start with. */
export function initialChoice(
  params: { get(name: string): string | null },
  serviceOptions: readonly string[],
) {
  const job = params.get('job')?.slice(0, 200) ?? '';
  const requested = params.get('service') ?? '';
  const service = job ? JOB_SERVICE : serviceOptions.includes(requested) ? requested : '';
  const description = job ? `I would like to apply for the role of ${job}. ` : '';
  return { service, description };
}
