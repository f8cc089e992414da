'use client';
import { ApiError } from '../queries/api-fetch';
import { useExport } from '../queries/privacy';
import { StateMessage } from '../ui/PageTitle';

/** Downloads everything held about `email` as one ZIP, asked for by POST (no address in a URL). */
export function ExportButton({ email }: { email: string }) {
  const exporting = useExport();
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--ghost"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(email)}
        >
          {exporting.isPending ? 'Exporting...' : 'Export ZIP'}
        </button>
      </p>
      {exporting.isError ? (
        <StateMessage tone="error">
          The export failed:{' '}
          {exporting.error instanceof ApiError
            ? exporting.error.message
            : 'check the connection and try again'}
          .
        </StateMessage>
      ) : null}
    </>
  );
}
