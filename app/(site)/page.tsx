import { company } from '@/lib/content/company';

export default function HomePage() {
  return (
    <main id="main" className="container">
      <h1>{company.name}</h1>
      <p>{company.tagline}</p>
    </main>
  );
}
