'use client';
import type { SeoFields as Seo } from '@/lib/domain/page-fields';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

type Props = {
  content: Seo;
  onChange: (seo: Seo) => void;
  errors: Record<string, string>;
  pictures: Record<string, string>;
};

/** What every page says to search engines and link previews; empty keeps the page's defaults. */
export function SeoFields({ content, onChange, errors, pictures }: Props) {
  return (
    <fieldset>
      <legend>Search engines and sharing</legend>
      <TextField
        label="SEO title"
        name="seoTitle"
        value={content.seoTitle}
        error={errors.seoTitle}
        placeholder="The page’s title"
        onChange={(e) => onChange({ ...content, seoTitle: e.target.value })}
      />
      <TextField
        label="SEO description"
        name="seoDescription"
        value={content.seoDescription}
        error={errors.seoDescription}
        placeholder="The page’s summary"
        onChange={(e) => onChange({ ...content, seoDescription: e.target.value })}
      />
      <SelectField
        label="Social image"
        name="socialImage"
        value={content.socialImage}
        onChange={(e) => onChange({ ...content, socialImage: e.target.value })}
      >
        <option value="">The site’s default picture</option>
        {Object.entries(pictures).map(([path, label]) => (
          <option key={path} value={path}>
            {label}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
