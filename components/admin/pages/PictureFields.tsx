'use client';
import { TextField } from '../ui/TextField';
import { PictureSelect } from './PictureSelect';
import { SERVICE_PICTURES } from './ServiceFields';

/** Every picture of the site a page may show, by what it shows. */
export const SITE_PICTURES: Record<string, string> = {
  '/images/hero.jpg': 'A client call',
  '/images/about.jpg': 'The team planning together',
  ...SERVICE_PICTURES,
};

type Picture = { image: string; imageAlt: string };
type Props<C extends Picture> = {
  content: C;
  onChange: (content: C) => void;
  errors: Record<string, string>;
};

/** "Image" and "Image description": a page's main picture, never without its words. */
export function PictureFields<C extends Picture>({ content, onChange, errors }: Props<C>) {
  return (
    <>
      <PictureSelect
        label="Image"
        name="image"
        value={content.image}
        pictures={SITE_PICTURES}
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
