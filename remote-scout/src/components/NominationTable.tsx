import { CardTable, PHONE_WIDTH } from '@glow/shared-ui/pages';
import styled from 'styled-components';

/** The scout's nominations: a table on wide screens, a card per nomination on a phone. */
export const NominationTable = styled(CardTable)`
  td[data-label='Description'] {
    min-width: 10rem;
  }
  @media (max-width: ${PHONE_WIDTH}) {
    td[data-label='Description'] {
      min-width: 0;
    }
  }
`;
