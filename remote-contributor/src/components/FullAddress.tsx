import styled from 'styled-components';

/** An address in full, on as many lines as a phone needs: it is what the grant is paid to. */
export const FullAddress = styled.code`
  display: block;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.gray[100]};
  font-size: 1rem;
  overflow-wrap: anywhere;
`;
