import type { ListedUser } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import { ConfirmDialog, Muted, showToast, Stack } from '@glow/shared-ui';
import { useDeleteUserMutation } from '../../usersApi';

/**
 * Asks before deleting a user, saying that one with records is deactivated instead; the toast
 * says which it was.
 */
export function ConfirmDeletion({ user, onDone }: { user: ListedUser; onDone: () => void }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();

  async function confirm() {
    try {
      const answer = await deleteUser({ id: user.id }).unwrap();
      showToast({ title: answer.message, message: user.email, tone: 'success' });
    } catch (failure) {
      showToast({
        title: 'The user was not deleted',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
    onDone();
  }

  return (
    <ConfirmDialog
      title={`Delete user ${user.email}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onDone}
    >
      <Stack $gap="0.5rem">
        <Muted>They can no longer sign in, and their sessions end.</Muted>
        <Muted>
          Someone with nominations, assessments, applications or payments on record is deactivated
          instead of deleted: their records keep naming them, and they are asked to judge no more.
          Neither can be undone on this page.
        </Muted>
      </Stack>
    </ConfirmDialog>
  );
}
