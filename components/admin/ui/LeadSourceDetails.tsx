'use client';
import { sourceName, type LeadSource } from '@/lib/domain/lead-source';

/**
 * Where a lead came from, as rows of the card's <dl>: the source, the campaign and the landing
 * page. Nothing when it was not recorded (the visitor did not allow analytics).
 */
export function LeadSourceDetails({ source }: { source: LeadSource | null }) {
  if (!source) return null;
  return (
    <>
      <dt>Source</dt>
      <dd>
        {sourceName(source)}
        {source.utm_campaign ? ` · campaign ${source.utm_campaign}` : ''}
      </dd>
      {source.landing_page ? (
        <>
          <dt>Landing page</dt>
          <dd>{source.landing_page}</dd>
        </>
      ) : null}
    </>
  );
}
