import { useBreadcrumb } from '@glow/shared-api';
import { ButtonLink, Card, Muted, Page, Row, Stack } from '@glow/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

const PERIODS = [
  {
    name: 'Nomination',
    text: 'Scouts nominate contributors for their work on open-source projects of the XRP Ledger.',
  },
  {
    name: 'Voting',
    text: 'Anyone with an XRPL wallet votes up or down on the nominations of the cohort.',
  },
  {
    name: 'Assessment',
    text: 'At least three judges assess each nomination and give it a size.',
  },
  {
    name: 'Distribution',
    text: 'The judges approve the grants, and each is paid on the ledger to the contributor.',
  },
] as const;

const Periods = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: period;
`;

const Period = styled.li<{ $open: boolean }>`
  counter-increment: period;
  button {
    all: unset;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    justify-content: flex-start;
    width: 100%;
    height: 100%;
    padding: 1.25rem;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid
      ${({ theme, $open }) => ($open ? theme.colors.primary[400] : theme.colors.border)};
    background: ${({ theme, $open }) => ($open ? theme.colors.primary[50] : theme.colors.surface)};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary[300]};
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.05rem;
  }
  h3::before {
    content: counter(period) '. ';
    color: ${({ theme }) => theme.colors.primary[600]};
  }
`;

export default function Home() {
  useBreadcrumb('Welcome to Glow', '/');
  const [openPeriod, setOpenPeriod] = useState<string>(PERIODS[0].name);

  return (
    <Page
      title="Welcome to Glow"
      description="Glow funds open-source work on the XRP Ledger. The community votes on who gets a grant."
    >
      <Card>
        <Stack>
          <Muted>
            Each cohort runs through four periods. Select one to read what happens in it.
          </Muted>
          <Periods aria-label="The periods of a cohort">
            {PERIODS.map((period) => (
              <Period key={period.name} $open={openPeriod === period.name}>
                <button
                  aria-expanded={openPeriod === period.name}
                  onClick={() => setOpenPeriod(period.name)}
                >
                  <h3>{period.name}</h3>
                  {openPeriod === period.name && <Muted>{period.text}</Muted>}
                </button>
              </Period>
            ))}
          </Periods>
        </Stack>
      </Card>
      <Row>
        <ButtonLink to="/vote">Vote for Glow</ButtonLink>
        <ButtonLink to="/projects" $variant="secondary">
          See the projects
        </ButtonLink>
      </Row>
    </Page>
  );
}
