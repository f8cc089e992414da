import styles from './CtaBand.module.css';

type Props = { title: string; text: string; children: React.ReactNode };

/** A closing call to action: a heading, a sentence and the buttons. */
export function CtaBand({ title, text, children }: Props) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className="button-row">{children}</div>
      </div>
    </section>
  );
}
