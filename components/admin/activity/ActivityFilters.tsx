'use client';
import { useRouter } from 'next/navigation';
import { ACTIVITY_KINDS, ACTIVITY_KIND_LABELS } from '@/lib/own-data/activity/kinds';
import type { ActivityPage, ActivityQuery } from '@/lib/own-data/activity/schema';
import { activitySearch } from '../queries/activity';
import { SelectField } from '../ui/SelectField';

type Filter = Omit<ActivityQuery, 'page'>;
type Props = { people: ActivityPage['people']; current: Filter };

export const activityPath = (filter: Filter) => `/admin/activity${activitySearch(filter)}`;

/** Whose entries and of which kind; the choice lives in the address, so reloads keep it. */
export function ActivityFilters({ people, current }: Props) {
  const router = useRouter();
  const go = (change: Partial<Filter>) => router.push(activityPath({ ...current, ...change }));
  return (
    <>
      <SelectField
        label="Person"
        value={current.person ?? ''}
        onChange={(event) =>
          go({ person: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">Everyone</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Kind"
        value={current.kind ?? ''}
        onChange={(event) =>
          go({ kind: ACTIVITY_KINDS.find((kind) => kind === event.target.value) })
        }
      >
        <option value="">Every kind</option>
        {ACTIVITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ACTIVITY_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
