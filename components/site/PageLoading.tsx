import { Loader } from './Loader';

/**
 * What a public page that reads live data shows while a client-side navigation waits for it
 * (SPEC.md section 2: "Lazy-loaded pages show a loader image while loading"). Its routes'
 * loading.tsx files re-export it; see app/(site)/news/loading.tsx for where it may go.
 */
export function PageLoading() {
  return (
    <main id="main" className="container">
      <Loader />
    </main>
  );
}
