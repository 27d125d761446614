import { Link } from 'react-router';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost';

const buttonStyle = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;
  ${({ theme, $variant = 'primary' }) => {
    const { primary, gray, surface } = theme.colors;
    if ($variant === 'primary')
      return css`
        background: ${primary[600]};
        color: #fff;
        &:hover {
          background: ${primary[700]};
        }
      `;
    if ($variant === 'secondary')
      return css`
        background: ${surface};
        color: ${gray[800]};
        border-color: ${gray[300]};
        &:hover {
          background: ${gray[100]};
        }
      `;
    return css`
      background: transparent;
      color: ${gray[700]};
      &:hover {
        background: ${gray[100]};
      }
    `;
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: Variant;
}>`
  ${buttonStyle}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyle}
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = '1rem' }) => $gap};
`;

export const Row = styled.div<{ $gap?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = '0.75rem' }) => $gap};
`;
