import { MOBILE_BREAKPOINT_PX } from './constants';

/** A phone-sized viewport: width under 768. */
export function isMobileViewport(width: number = window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}
