import { serializeJsonLd } from '@/lib/seo/json-ld';

type Props = { data: Parameters<typeof serializeJsonLd>[0] };

/** Structured data for search engines; rendered on the server only. */
export function JsonLd({ data }: Props) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
