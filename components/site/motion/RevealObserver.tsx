'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** docs/spec.md section 9: an entrance starts once its element is 120 px inside the viewport. */
const ROOT_MARGIN = '0px 0px -120px 0px';

/**
 * Starts the entrance of each Reveal on the page (components/site/motion/Reveal.tsx) as it
 * scrolls into view, once: one observer per page view instead of a script per element.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-revealed', '');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    for (const element of document.querySelectorAll('[data-reveal]:not([data-revealed])'))
      observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
