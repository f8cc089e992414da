import {
  PERSONAL_DATA_KINDS,
  type Counts,
  type PersonalDataKind,
} from '@/lib/domain/privacy-request';

export const KIND_LABELS: Record<PersonalDataKind, string> = {
  messages: 'Enquiries',
  replies: 'Replies to them',
  applications: 'Job applications (with their CVs)',
  lead_sources: 'Lead sources',
  emails: 'E-mails sent or queued',
};

/** "Enquiries 1, Replies to them 1, ...": the kinds that had any. */
export const countsText = (counts: Counts): string =>
  PERSONAL_DATA_KINDS.filter((kind) => counts[kind] > 0)
    .map((kind) => `${KIND_LABELS[kind]} ${counts[kind]}`)
    .join(', ') || 'nothing';
