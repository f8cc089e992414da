import { notFoundContent } from '@/lib/content/pages';

// The 404 body: the wording of docs/spec.md and three ways forward. Plain links: the unmatched-address
// page (app/global-not-found.tsx) is its own document, which the client router cannot leave.
export function NotFoundScreen() {
  return (
    <main id="main" className="status-screen">
      <p className="status-screen-code">{notFoundContent.status}</p>
      <h1>{notFoundContent.title}</h1>
      <p>{notFoundContent.message}</p>
      <ul className="button-row status-screen-links" aria-label="Where to go next">
        {notFoundContent.links.map((link, index) => (
          <li key={link.href}>
            <a href={link.href} className={index === 0 ? 'button' : 'button button--ghost'}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
