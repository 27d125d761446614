import { useNavigation } from '@glow/shared-ui';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: 100;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary[500]};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/** A thin bar while a navigation waits, e.g. for a remote to load. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <Bar role="progressbar" aria-label="Loading page" />;
}
