import { companyEmail } from '@/lib/content/company-identity';
import { useSiteConfig } from './config/SiteConfigProvider';

type Props = { onRetry?: () => void };

// Shown for rendering errors (RouteError, app/global-error.tsx): the wording of docs/spec.md, no
// technical detail, and two ways forward. A plain <a> home reloads the app from a clean state.
// The e-mail address is the one the page came with; app/global-error.tsx, outside the public
// chrome, names today's default.
export function ErrorScreen({ onRetry }: Props) {
  const email = useSiteConfig()?.companyEmail ?? companyEmail;
  return (
    <main id="main" className="status-screen">
      <p className="status-screen-code">Something went wrong</p>
      <h1>Unexpected Application Error!</h1>
      <p>
        Sorry, this page could not be displayed. Please try again, or go back to the home page. If
        the problem continues, email us at {email}.
      </p>
      <div className="button-row">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        )}
        {/* A full load (every public link is one) leaves the failed app state behind. */}
        <a href="/" className="button button--ghost">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
