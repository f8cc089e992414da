import { Reveal } from './motion/Reveal';
import cardGrid from './CardGrid.module.css';
import styles from './FeatureGrid.module.css';

type Props = { items: readonly { title: string; detail: string }[] };

/** Cards of a short title and a sentence or two: reasons, values, what a service includes. */
export function FeatureGrid({ items }: Props) {
  return (
    <ul className={cardGrid.grid}>
      {items.map((item) => (
        <Reveal as="li" key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.detail}</p>
        </Reveal>
      ))}
    </ul>
  );
}
