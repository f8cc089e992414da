'use client';
import { useMediaLibrary } from '../queries/media-library';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import { MediaCard } from './MediaCard';
import styles from './MediaLibrary.module.css';

/** /admin/media: every picture uploaded into rich text, newest first, with where it is used. */
export function MediaLibraryView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useMediaLibrary(page);
  return (
    <>
      <PageTitle>Media library{data ? ` (${data.count})` : ''}</PageTitle>
      <p className={styles.intro}>
        Pictures uploaded into news, jobs and pages. Pick one in any editor with “Choose from
        library” instead of uploading it again.
      </p>
      {isPending ? (
        <StateMessage>Loading the media library...</StateMessage>
      ) : isError ? (
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {data.unreadable.length > 0 ? (
            <StateMessage tone="error">
              The {data.unreadable.join(' and ')} could not be read, so where pictures are used
              there is not shown.
            </StateMessage>
          ) : null}
          {data.results.length === 0 ? (
            <StateMessage>
              No pictures yet: upload one with the Image tool of an editor.
            </StateMessage>
          ) : (
            <ul className={styles.list}>
              {data.results.map((item) => (
                <li key={item.id}>
                  <MediaCard item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            basePath="/admin/media"
            label="Media library pages"
            page={data}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
