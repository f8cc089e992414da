'use client';
import { useId } from 'react';
import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  applicationStatusSchema,
  type Application,
} from '@/lib/domain/application';
import { formatDateTime } from '@/lib/dates/date-formats';
import { ApiError } from '../queries/api-fetch';
import { useRemoveApplication, useSetApplicationStatus } from '../queries/applications';
import { useFlash } from '../ui/FlashProvider';
import { RemoveButton } from '../ui/RemoveButton';
import { SelectField } from '../ui/SelectField';
import { formatFileSize } from './file-size';
import detailsList from '../ui/DetailsList.module.css';
import styles from './ApplicationCard.module.css';
import { LeadSourceDetails } from '../ui/LeadSourceDetails';

export function ApplicationCard({ application }: { application: Application }) {
  const flash = useFlash();
  const setStatus = useSetApplicationStatus();
  const remove = useRemoveApplication();
  const ids = useId();
  // The choice shows at once; a failed save falls back to what the server holds.
  const status = setStatus.isPending ? setStatus.variables.status : application.status;

  async function changeStatus(value: string) {
    try {
      const saved = await setStatus.mutateAsync({
        id: application.id,
        status: applicationStatusSchema.parse(value),
      });
      flash(`Status saved: ${STATUS_LABELS[saved.status]}`);
    } catch (error) {
      flash(
        error instanceof ApiError
          ? 'Failed to save the status.'
          : 'An error occurred while trying to save the status.',
        'error',
      );
    }
  }

  async function removeApplication() {
    if (!window.confirm('Are you sure you want to delete this application?')) return;
    try {
      await remove.mutateAsync(application.id);
      window.alert('Application removed successfully!');
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? 'Failed to remove application.'
          : 'An error occurred while trying to delete the application.',
      );
    }
  }

  return (
    <article className={styles.card} aria-labelledby={`${ids}-name`}>
      <div className={styles.head}>
        <div>
          <p className={styles.job}>{application.job_title}</p>
          <h2 id={`${ids}-name`} className={styles.name}>
            {application.full_name}
          </h2>
        </div>
        <p className={styles.date}>
          Received{' '}
          <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
        </p>
      </div>
      <dl className={detailsList.onCard}>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${application.userEmail}`}>{application.userEmail}</a>
        </dd>
        <dt>Phone number</dt>
        <dd>
          <a href={`tel:${application.phone_number.replace(/[^+\d]/g, '')}`}>
            {application.phone_number}
          </a>
        </dd>
        <LeadSourceDetails source={application.source} />
      </dl>
      <h3 className={styles.subheading}>Cover letter</h3>
      {application.cover_letter ? (
        <p className={styles.letter}>{application.cover_letter}</p>
      ) : (
        <p className={styles.none}>No cover letter</p>
      )}
      <div className={styles.actions}>
        <SelectField
          label="Status"
          value={status}
          aria-busy={setStatus.isPending}
          onChange={(event) => void changeStatus(event.target.value)}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <span className={styles.cv}>
          <a
            href={`/api/admin/applications/${application.id}/cv`}
            download
            className="button button--ghost"
            aria-describedby={`${ids}-cv`}
          >
            Download CV
          </a>
          <span id={`${ids}-cv`} className={styles.file}>
            {application.cv_name} ({formatFileSize(application.cv_size)})
          </span>
        </span>
        <RemoveButton pending={remove.isPending} onClick={removeApplication} />
      </div>
    </article>
  );
}
