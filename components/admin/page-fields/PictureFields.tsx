'use client';
import type { PageFieldsProps } from './fields-props';
import { TextField } from '@/components/admin/ui/TextField';
import { PictureSelect } from './PictureSelect';
import { SITE_PICTURES } from './site-pictures';

type Picture = { image: string; imageAlt: string };
type Props<C extends Picture> = PageFieldsProps<C> & {
  /** The pictures offered, by what they show: every one of the site's unless given. */
  pictures?: Record<string, string>;
};

/** "Image" and "Image description": a page's main picture, never without its words. */
export function PictureFields<C extends Picture>({
  content,
  onChange,
  errors,
  pictures = SITE_PICTURES,
}: Props<C>) {
  return (
    <>
      <PictureSelect
        label="Image"
        name="image"
        value={content.image}
        pictures={pictures}
        onChange={(image, description) =>
          onChange({ ...content, image, imageAlt: description ?? content.imageAlt })
        }
      />
      <TextField
        label="Image description"
        name="imageAlt"
        value={content.imageAlt}
        error={errors.imageAlt}
        onChange={(e) => onChange({ ...content, imageAlt: e.target.value })}
      />
    </>
  );
}
