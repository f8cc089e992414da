'use client';
import type { AboutPage } from '@/lib/domain/about-page';
import { LinesField, PairsField } from './CopyLists';
import { copyText } from './copy-text';
import { PictureFields } from './PictureFields';

type Props = {
  content: AboutPage;
  onChange: (content: AboutPage) => void;
  errors: Record<string, string>;
};

/** The About page's parts, in the order the page shows them. */
export function AboutFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  const set = <K extends keyof AboutPage>(key: K, value: AboutPage[K]) =>
    onChange({ ...content, [key]: value });
  return (
    <>
      {text('heading', 'Heading')}
      {text('lead', 'Introduction', 3)}
      <PictureFields content={content} onChange={onChange} errors={errors} />
      {text('storyHeading', 'Story heading')}
      <LinesField
        legend="Our story"
        itemName="story paragraph"
        name="story"
        label="Story paragraph"
        rows={4}
        items={content.story}
        onChange={(story) => set('story', story)}
        max={8}
        errors={errors}
      />
      {text('missionHeading', 'Mission heading')}
      {text('mission', 'Mission', 3)}
      {text('valuesHeading', 'Values heading')}
      <PairsField
        legend="Values"
        itemName="value"
        name="values"
        items={content.values}
        onChange={(values) => set('values', values)}
        head="title"
        headLabel={(n) => `Value ${n}`}
        body="detail"
        bodyLabel={(n) => `Value ${n} detail`}
        bodyRows={2}
        max={12}
        errors={errors}
      />
      {text('approachHeading', 'Approach heading')}
      <LinesField
        legend="Our approach"
        itemName="approach paragraph"
        name="approach"
        label="Approach paragraph"
        rows={4}
        items={content.approach}
        onChange={(approach) => set('approach', approach)}
        max={8}
        errors={errors}
      />
      {text('ctaHeading', 'Closing heading')}
      {text('ctaText', 'Closing text', 2)}
      {text('ctaLabel', 'Button to book a consultation')}
    </>
  );
}
