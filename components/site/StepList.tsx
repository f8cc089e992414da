import { Reveal } from './motion/Reveal';
import styles from './StepList.module.css';

type Props = { steps: readonly { title: string; detail: string }[] };

/** Numbered steps of a process: how we work, how an engagement runs. */
export function StepList({ steps }: Props) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <Reveal as="li" key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.detail}</p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
