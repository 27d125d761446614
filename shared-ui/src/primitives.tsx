import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css, type DefaultTheme } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

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
    const { primary, gray, surface, danger } = theme.colors;
    if ($variant === 'primary')
      return css`
        background: ${primary[600]};
        color: #fff;
        &:hover {
          background: ${primary[700]};
        }
      `;
    if ($variant === 'danger')
      return css`
        background: ${danger};
        color: #fff;
        &:hover {
          filter: brightness(0.92);
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

/** A card for one small form, e.g. signing in. */
export const NarrowCard = styled(Card)`
  width: 100%;
  max-width: 30rem;
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

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const toneColors = (theme: DefaultTheme, tone: Tone) => {
  const { primary, gray, success, danger } = theme.colors;
  switch (tone) {
    case 'info':
      return { color: primary[800], background: primary[50], border: primary[200] };
    case 'success':
      return { color: success, background: '#f0fdf4', border: '#bbf7d0' };
    case 'warning':
      return { color: '#92400e', background: '#fffbeb', border: '#fde68a' };
    case 'danger':
      return { color: danger, background: '#fef2f2', border: '#fecaca' };
    default:
      return { color: gray[700], background: gray[100], border: gray[200] };
  }
};

/** A short label such as a role or a status. */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const { color, background, border } = toneColors(theme, $tone);
    return css`
      color: ${color};
      background: ${background};
      border: 1px solid ${border};
    `;
  }}
`;

const AlertBox = styled.div<{ $tone: Tone }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;
  ${({ theme, $tone }) => {
    const { color, background, border } = toneColors(theme, $tone);
    return css`
      color: ${color};
      background: ${background};
      border: 1px solid ${border};
    `;
  }}
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.35rem;
  }
`;

/** A message in the page; an error is announced at once (role alert), others politely. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <AlertBox $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </AlertBox>
  );
}

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
