import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.35rem;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.primary[600]};
    filter: drop-shadow(0 0 6px ${({ theme }) => theme.colors.primary[300]});
  }
`;

export function Logo() {
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="currentColor" opacity="0.12" />
        <circle cx="16" cy="16" r="8" fill="currentColor" />
      </svg>
      Glow
    </Mark>
  );
}
