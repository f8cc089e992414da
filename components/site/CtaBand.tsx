import styles from './CtaBand.module.css';

type Props = {
  title: string;
  text: string;
  /** The base of its heading's id, unique on the page (a page may close with more than one). */
  id?: string;
  children: React.ReactNode;
};

/** A closing call to action: a heading, a sentence and the buttons. */
export function CtaBand({ title, text, id = 'cta', children }: Props) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className="button-row">{children}</div>
      </div>
    </section>
  );
}
