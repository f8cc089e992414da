'use client';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** SPEC.md section 9: 400 ms with the CSS 'ease' curve unless a component says otherwise. */
export const siteTransition = { duration: 0.4, delay: 0, ease: [0.25, 0.1, 0.25, 1] } as const;
/** SPEC.md section 9's product animations. */
export const productTransition = { ...siteTransition, duration: 1 } as const;

/** Animation context of the public site: lazily loaded features, the visitor's motion preference. */
export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={siteTransition}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
