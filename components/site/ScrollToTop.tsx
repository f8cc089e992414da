'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every route change starts at the top of the new page (docs/spec.md section 2). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
