'use client';
import type { PageFieldsProps } from './fields-props';
import type { SeoFields as Seo } from '@/lib/domain/page-fields';
import { PictureSelect } from './PictureSelect';
import { TextField } from '@/components/admin/ui/TextField';

// The page's whole copy, so each field changes its own part of it and keeps the rest.
type Props<C extends Seo> = PageFieldsProps<C> & { pictures: Record<string, string> };

/** What every page says to search engines and link previews; empty keeps the page's defaults. */
export function SeoFields<C extends Seo>({ content, onChange, errors, pictures }: Props<C>) {
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
      <PictureSelect
        label="Social image"
        name="socialImage"
        value={content.socialImage}
        pictures={pictures}
        none="The site’s default picture"
        onChange={(socialImage) => onChange({ ...content, socialImage })}
      />
    </fieldset>
  );
}
