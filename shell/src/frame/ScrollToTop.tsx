import { useEffect } from 'react';
import { useLocation } from '@glow/shared-ui';

export const SCROLL_TO_TOP_DELAY_MS = 100;

/** About 100 ms after the app mounts and after each navigation, smooth-scrolls everything to the top. */
export function ScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const top: ScrollToOptions = { top: 0, behavior: 'smooth' };
      window.scrollTo(top);
      document.body.scrollTo?.(top);
      document
        .querySelectorAll('[data-scroll-container]')
        .forEach((element) => element.scrollTo?.(top));
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return null;
}
