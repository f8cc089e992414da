'use client';
import { LazyMotion, MotionConfig } from 'framer-motion';
// The per-element entry: `m` from the package root would bring every element's component.
import { div as MotionDiv, li as MotionLi } from 'framer-motion/m';
import { productTransition, siteTransition } from './transitions';

// The animation engine is fetched after hydration, once for the whole page.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

type Props = {
  children: React.ReactNode;
  className?: string;
  /** The slower 1000 ms entrance used for featured product content. */
  product?: boolean;
  as?: 'div' | 'li';
};

// Slides content up as it scrolls into view (SPEC.md section 9: offset 120 px, once).
// Only the transform animates: the server HTML is fully visible without JavaScript. Each Reveal
// carries its own LazyMotion, so pages without animation load no framer-motion at all.
export function Reveal({ children, className, product = false, as = 'div' }: Props) {
  const Component = as === 'li' ? MotionLi : MotionDiv;
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={siteTransition}>
        <Component
          className={className}
          initial={{ y: 16 }}
          whileInView={{ y: 0 }}
          viewport={{ once: true, margin: '0px 0px -120px 0px' }}
          transition={product ? productTransition : undefined}
        >
          {children}
        </Component>
      </MotionConfig>
    </LazyMotion>
  );
}
