import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { Modal } from '../../src/ui/Modal';

function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <a href="/elsewhere">Sayfadaki bağlantı</a>
      {open && (
        <Modal title="Pencere" closeLabel="Kapat" onClose={() => setOpen(false)}>
          <input aria-label="Ad" />
          <button type="button" onClick={() => setInner(true)}>
            İç pencere
          </button>
          {nested && inner && (
            <Modal title="İç" closeLabel="İçi kapat" onClose={() => setInner(false)}>
              <button type="button">Tamam</button>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('keeps Tab inside the dialog, both ways, and gives the focus back on close', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pencere' });
    expect(document.activeElement).toBe(dialog);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ad' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İç pencere' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İç pencere' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('with a dialog over another, Escape closes only the upper one', async () => {
    render(<Page nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Aç' }));
    await userEvent.click(screen.getByRole('button', { name: 'İç pencere' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Pencere' })).toBeTruthy();
  });

  it('keeps the focus where the user put it when the parent re-renders with a new onClose', async () => {
    let rerenderParent = () => {};
    function Parent() {
      const [renders, setRenders] = useState(0);
      const [open, setOpen] = useState(true);
      rerenderParent = () => setRenders((n) => n + 1);
      return (
        <>
          <button type="button">Açan</button>
          <p>{renders}</p>
          {open && (
            // A new callback on every render, as a caller may well write it.
            <Modal title="Pencere" closeLabel="Kapat" onClose={() => setOpen(false)}>
              <input aria-label="Ad" />
              <button type="button">Tamam</button>
            </Modal>
          )}
        </>
      );
    }
    render(<Parent />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    const ok = screen.getByRole('button', { name: 'Tamam' });
    expect(document.activeElement).toBe(ok);
    act(() => rerenderParent());
    act(() => rerenderParent());
    expect(document.activeElement).toBe(ok);
    // The latest onClose still closes it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
