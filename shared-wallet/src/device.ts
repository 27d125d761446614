import { MOBILE_BREAKPOINT_PX } from './constants';

/** A phone-sized viewport (SPEC.md section 9: width under 768). */
export function isMobileViewport(width: number = window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}
