import styles from './Section.module.css';

type Props = {
  title: string;
  /** Also the heading's id base; defaults to a slug of the title. */
  id?: string;
  intro?: string;
  tint?: boolean;
  children: React.ReactNode;
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A page section with its h2, labelled by it for assistive technology. */
export function Section({ title, id, intro, tint = false, children }: Props) {
  const headingId = `${id ?? slugify(title)}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section${tint ? ' section--tint' : ''}`}
    >
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro && <p className="section-intro">{intro}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
