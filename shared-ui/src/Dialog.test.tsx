import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmDialog } from './Dialog';
import { themes } from './theme';

const onConfirm = jest.fn();

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={themes.glow}>
      <button onClick={() => setOpen(true)}>Remove</button>
      {open && (
        <ConfirmDialog
          title="Remove it?"
          confirmLabel="Remove it"
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        />
      )}
    </ThemeProvider>
  );
}

function openDialog() {
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'Remove' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Remove it?' }) };
}

beforeEach(() => onConfirm.mockReset());

describe('ConfirmDialog', () => {
  it('opens as a modal dialog with the focus on Cancel', () => {
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('confirms with its confirm button', () => {
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives the focus back', () => {
    const { opener } = openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the focus inside while tabbing', () => {
    openDialog();
    const confirm = screen.getByRole('button', { name: 'Remove it' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});
