import styles from './Reveal.module.css';

type Props = {
  children: React.ReactNode;
  className?: string;
  /** The slower 1000 ms entrance used for featured product content. */
  product?: boolean;
  as?: 'div' | 'li';
};

/**
 * Slides content up as it scrolls into view (docs/spec.md section 9: offset 120 px, 400 ms with the
 * 'ease' curve, once). A server element: RevealObserver, one small script for the whole page,
 * starts each entrance, so an animated page ships no animation library and its children stay
 * server components.
 */
export function Reveal({ children, className, product = false, as: Element = 'div' }: Props) {
  const classes = [styles.reveal, product && styles.product, className].filter(Boolean);
  return (
    <Element className={classes.join(' ')} data-reveal="">
      {children}
    </Element>
  );
}
