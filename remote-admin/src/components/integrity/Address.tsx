import styled from 'styled-components';

/** An XRPL address: breaks anywhere, as it is longer than a phone's card is wide. */
export const Address = styled.code`
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;
