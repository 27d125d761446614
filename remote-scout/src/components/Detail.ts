import styled from 'styled-components';

/** A secondary detail beside a name: a repository, a GitHub username, the scout's part. */
export const Detail = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
