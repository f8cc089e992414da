/**
 * A plain link with `download`: the browser saves the CSV itself, streamed from the admin door
 * with the session cookie, so nothing is held in the page's memory.
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className="button button--ghost">
      Export CSV
    </a>
  );
}
