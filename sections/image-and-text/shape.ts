import { z } from 'zod';
import { copy, sitePicture } from '@/lib/domain/page-fields';
import { htmlToText } from '@/lib/text/text';
import { defineSection, heading, richText } from '../define-section';

/** "Image and text": a picture from the media library (described) beside a heading and text. */
export const imageAndTextSection = defineSection({
  label: 'Image and text',
  schema: z.object({
    kind: z.literal('image-and-text'),
    heading,
    text: richText(10_000),
    image: sitePicture,
    imageAlt: copy(200),
    imageRight: z.boolean().default(false),
  }),
  seed: {
    kind: 'image-and-text',
    heading: '',
    text: '',
    image: '',
    imageAlt: '',
    imageRight: false,
  },
  searchText: (section) => `${section.heading} ${htmlToText(section.text)}`,
  richFields: ['text'],
});
