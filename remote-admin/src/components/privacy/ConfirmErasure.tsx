import type { PersonalDataSummary } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import { ConfirmDialog, Muted, showToast, Stack } from '@glow/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useErasePersonalDataMutation } from '../../privacyApi';

const Confirmation = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  font-weight: 600;
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
`;

/** Asks before erasing a person, saying what goes and what stays; the toast says how it went. */
export function ConfirmErasure({
  summary,
  onDone,
}: {
  summary: PersonalDataSummary;
  onDone: () => void;
}) {
  const [erase, { isLoading }] = useErasePersonalDataMutation();
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  const { person } = summary;

  async function confirm() {
    try {
      const answer = await erase(person.id).unwrap();
      showToast({
        title: 'Personal data erased',
        message: `${person.email} now shows as ${answer.placeholderName}; their votes, grants and payments stay.`,
        tone: 'success',
      });
    } catch (failure) {
      showToast({
        title: 'The person was not erased',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
    onDone();
  }

  return (
    <ConfirmDialog
      title={`Erase ${person.email}?`}
      confirmLabel="Erase this person"
      busyLabel="Erasing…"
      busy={isLoading}
      confirmDisabled={!understood}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    >
      <Stack $gap="0.6rem">
        <Muted>What goes, everywhere in Glow:</Muted>
        <List>
          <li>
            their names, emails, GitHub and X handles (they show as “Erased person #{person.id}”)
          </li>
          <li>their application answers, signed name and KYC references</li>
          <li>what scouts, judges and admins wrote about them</li>
          <li>their password, sessions and the emails still waiting for them</li>
        </List>
        <Muted>What stays, anonymous:</Muted>
        <List>
          <li>their votes, which still count</li>
          <li>their nominations, sizes, grants and payments with amounts and ledger hashes</li>
          <li>the wallet addresses votes and payments were made with, as the ledger shows them</li>
        </List>
        <Muted>They can no longer sign in. This cannot be undone.</Muted>
        <Confirmation htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          Erase this person’s personal data for good
        </Confirmation>
      </Stack>
    </ConfirmDialog>
  );
}
