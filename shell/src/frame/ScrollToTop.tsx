import { useEffect } from 'react';
import { useLocation } from '@glow/shared-ui';

export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * About 100 ms after the app mounts and after each navigation, smooth-scrolls everything to the
 * top, or to the section a link's `#id` names.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const section = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
      if (section) return section.scrollIntoView({ behavior: 'smooth' });
      const top: ScrollToOptions = { top: 0, behavior: 'smooth' };
      window.scrollTo(top);
      document.body.scrollTo?.(top);
      document
        .querySelectorAll('[data-scroll-container]')
        .forEach((element) => element.scrollTo?.(top));
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, hash]);
  return null;
}
