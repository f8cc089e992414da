'use client';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
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
      <SelectField
        label="Image"
        name="image"
        value={content.image}
        onChange={(e) => onChange({ ...content, image: e.target.value })}
      >
        {Object.entries(SITE_PICTURES).map(([path, label]) => (
          <option key={path} value={path}>
            {label}
          </option>
        ))}
      </SelectField>
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
