'use client';
import type { HomePage } from '@/lib/domain/home-page';
import type { TitledItem } from '@/lib/domain/page-fields';
import { PairsField } from './CopyLists';
import { copyText } from './copy-text';
import { PictureFields } from './PictureFields';

type Props = {
  content: HomePage;
  onChange: (content: HomePage) => void;
  errors: Record<string, string>;
};

type ListKey = 'why' | 'steps' | 'commitments';

/** The home page's parts, in the order the page shows them. */
export function HomeFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  // Each list of cards: its legend, what one entry is called, and how many it may hold.
  const cards = (name: ListKey, legend: string, itemName: string, max: number) => (
    <PairsField
      legend={legend}
      itemName={itemName}
      name={name}
      items={content[name]}
      onChange={(items: TitledItem[]) => onChange({ ...content, [name]: items })}
      head="title"
      headLabel={(n) => `${legend} ${n} heading`}
      body="detail"
      bodyLabel={(n) => `${legend} ${n} detail`}
      bodyRows={2}
      max={max}
      errors={errors}
    />
  );
  return (
    <>
      {text('eyebrow', 'Line above the heading')}
      {text('heading', 'Heading (after the firm’s name)')}
      {text('lead', 'Introduction', 3)}
      {text('ctaLabel', 'Button to book a consultation')}
      {text('servicesLinkLabel', 'Link to the services')}
      <PictureFields content={content} onChange={onChange} errors={errors} />
      {text('servicesHeading', 'Services heading')}
      {text('servicesIntro', 'Services introduction', 2)}
      {text('whyHeading', 'Reasons heading')}
      {cards('why', 'Reason', 'reason', 12)}
      {text('stepsHeading', 'Steps heading')}
      {cards('steps', 'Step', 'step', 8)}
      {text('commitmentsHeading', 'Commitments heading')}
      {text('commitmentsIntro', 'Commitments introduction', 2)}
      {cards('commitments', 'Commitment', 'commitment', 12)}
      {text('closingHeading', 'Closing heading')}
      {text('closingText', 'Closing text', 2)}
    </>
  );
}
