'use client';
import { m } from 'framer-motion';
import { productTransition } from './MotionProvider';

type Props = {
  children: React.ReactNode;
  className?: string;
  /** The slower 1000 ms entrance used for featured product content. */
  product?: boolean;
  as?: 'div' | 'li';
};

// Slides content up as it scrolls into view (SPEC.md section 9: offset 120 px, once).
// Only the transform animates: the server HTML is fully visible without JavaScript.
export function Reveal({ children, className, product = false, as = 'div' }: Props) {
  const Component = as === 'li' ? m.li : m.div;
  return (
    <Component
      className={className}
      initial={{ y: 16 }}
      whileInView={{ y: 0 }}
      viewport={{ once: true, margin: '0px 0px -120px 0px' }}
      transition={product ? productTransition : undefined}
    >
      {children}
    </Component>
  );
}
