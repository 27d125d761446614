import { Button, Muted } from '../primitives';
import { useEffect } from 'react';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** Previous / Next through a paged list, with "Page X of Y" and the number of items. */
export function Pager({
  page,
  limit,
  total,
  noun,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  /** What is counted, singular and plural: ['user', 'users']. */
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / limit));

  useEffect(() => {
    // Past the end, e.g. after deleting the last item of the last page: show the last page.
    if (page > pageCount) onPage(pageCount);
  }, [page, pageCount, onPage]);

  return (
    <Bar aria-label="Pages">
      <Muted>
        {total} {total === 1 ? noun[0] : noun[1]}
      </Muted>
      <Controls>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">
          Page {Math.min(page, pageCount)} of {pageCount}
        </span>
        <Button $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Controls>
    </Bar>
  );
}
