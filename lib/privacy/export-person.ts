import 'server-only';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { cvExtension } from '@/lib/domain/application';
import { getApplicationCv } from '@/lib/applications/store';
import { safeFileName } from '@/lib/http/attachment';
import { findPerson, toFinding, countsOf, type PrivacyStores } from './find-person';
import { recordRequest } from './request-log';

export const EXPORT_JSON = 'personal-data.json';

const COVERAGE = {
  embedded: 'Every enquiry and reply held by this website.',
  upstream:
    "Enquiries and replies as the firm's message list returns them, matched by e-mail address; applications, lead sources and e-mails from this website's own database.",
};

/**
 * One person's data as a ZIP: a JSON file of every record in the shapes the back office uses
 * (no internal columns), and each CV under its own name made safe, beside the application
 * that names it. Built in memory: CVs are capped at 5 MB and a person has few. CVs are stored
 * as they are (PDF and DOCX are compressed already); the JSON is deflated.
 */
export async function exportPerson(stores: PrivacyStores, address: string) {
  const data = await findPerson(stores, address);
  const files: Zippable = {};
  const applications = [];
  for (const application of data.applications) {
    const cv = await getApplicationCv(application.id);
    if (!cv) continue; // removed since it was found
    const name = safeFileName(cv.name, cvExtension(cv.contentType), 'cv').unicode;
    const path = `cv/${application.id}-${name}`;
    files[path] = [cv.bytes, { level: 0 }];
    applications.push({ ...application, cv_file: path });
  }
  const document = {
    email: data.address,
    exported_at: new Date().toISOString(),
    covers: COVERAGE[data.mode],
    incomplete: data.messagesUnread?.reason ?? null,
    messages: data.messages,
    applications,
    lead_sources: data.leadSources,
    emails: data.emails,
  };
  files[EXPORT_JSON] = strToU8(JSON.stringify(document, null, 2));
  const zip = zipSync(files, { level: 6 });
  await recordRequest(stores.db, {
    kind: 'export',
    address,
    counts: countsOf(toFinding(data)),
    remaining: data.messagesUnread ? [data.messagesUnread] : [],
  });
  return zip;
}
