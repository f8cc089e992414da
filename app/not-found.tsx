import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="container">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link href="/">Back to the home page</Link>
    </main>
  );
}
