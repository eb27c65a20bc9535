import { createAction } from '@reduxjs/toolkit';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { HistorySortKey } from '../../src/domain/history/historyList';
import { initialHistoryList, type HistoryListState } from '../../src/store/history/historyList';
import { HistoryItemsTable, HistorySums } from '../../src/widgets/shared/historyTable/HistoryItems';
import { HistoryPage } from '../../src/widgets/shared/historyTable/HistoryPage';
import { HistoryGroup, HistoryTable } from '../../src/widgets/shared/historyTable/HistoryTable';
import { createTestStore, renderWidget } from '../support/renderWidget';

// Actions of no slice: the kit only dispatches them, so what it dispatches is what the test sees.
const actions = {
  opened: createAction('kitTest/opened'),
  closed: createAction('kitTest/closed'),
  loadRequested: createAction('kitTest/loadRequested'),
  sortChosen: createAction<HistorySortKey>('kitTest/sortChosen'),
  pageChosen: createAction<number>('kitTest/pageChosen'),
};

const list = (over: Partial<HistoryListState<string>>): HistoryListState<string> => ({
  ...initialHistoryList<string>(),
  ...over,
});

function renderPage(state: HistoryListState<string>) {
  const store = createTestStore();
  const dispatched = jest.spyOn(store, 'dispatch');
  const result = renderWidget(
    <HistoryPage
      className="kit-test"
      label="Kayıtlar"
      list={state}
      actions={actions}
      totalText={(n) => `Toplam ${n} kayıt`}
      emptyText="Kayıt yok"
      skeletonRows={4}
      table={() => <table aria-label="kayıt tablosu" />}
    />,
    store,
  );
  return { ...result, dispatched };
}

beforeEach(() => window.history.replaceState(null, '', '/liste'));
afterEach(() => jest.restoreAllMocks());

describe('history page frame', () => {
  it('opens its session on mount, closes it on unmount, and shows a skeleton of a full page first', () => {
    const { unmount, container, dispatched } = renderPage(list({}));
    expect(dispatched).toHaveBeenCalledWith(actions.opened());
    expect(screen.getByRole('region', { name: 'Kayıtlar' }).className.split(' ')).toEqual(
      expect.arrayContaining(['b2b-history', 'kit-test']),
    );
    expect(container.querySelectorAll('.b2b-history__skeleton-row')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    unmount();
    expect(dispatched).toHaveBeenCalledWith(actions.closed());
  });

  it('a loaded page: the total, the table and the pagination; sort and page go out as actions', () => {
    const { dispatched } = renderPage(list({ loaded: true, items: ['a'], total: 25, page: 1, pages: 3 }));
    expect(screen.getByText('Toplam 25 kayıt')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'kayıt tablosu' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sıralama'), { target: { value: 'total' } });
    expect(dispatched).toHaveBeenCalledWith(actions.sortChosen('total'));
    const pages = screen.getByRole('navigation');
    fireEvent.click(
      within(pages)
        .getAllByRole('link')
        .find((a) => a.textContent === '2')!,
    );
    expect(dispatched).toHaveBeenCalledWith(actions.pageChosen(2));
  });

  it('a failed load: the message with a retry, no total and no pagination', () => {
    const failure = { status: 500, serverMessage: null, networkFailure: false, malformed: false };
    const { dispatched } = renderPage(list({ error: failure, pages: 3 }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Liste yüklenemedi.');
    expect(screen.queryByText(/Toplam/)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(dispatched).toHaveBeenCalledWith(actions.loadRequested());
  });

  it('an empty page says so instead of an empty table', () => {
    renderPage(list({ loaded: true, total: 0 }));
    expect(screen.getByRole('status').textContent).toContain('Kayıt yok');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

function Group() {
  const [open, setOpen] = useState(false);
  return (
    <HistoryTable caption="Siparişler" columns={[{ label: 'No' }, { label: 'Tutar', num: true }]}>
      <HistoryGroup
        open={open}
        detailsId="kit-details"
        colSpan={2}
        cells={
          <>
            <th scope="row">7</th>
            <td>
              <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
                Detay
              </button>
            </td>
          </>
        }
        details={() => <p>ayrıntılar</p>}
      />
    </HistoryTable>
  );
}

describe('history table parts', () => {
  it('a group renders its details only while open, in a row spanning the table', () => {
    const { container } = renderWidget(<Group />);
    expect(screen.getByRole('columnheader', { name: 'Tutar' }).className.split(' ')).toEqual(
      expect.arrayContaining(['b2b-history__num']),
    );
    expect(screen.getByRole('columnheader', { name: 'No' }).hasAttribute('class')).toBe(false);
    const details = container.querySelector('#kit-details')!;
    expect(details.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByText('ayrıntılar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Detay' }));
    expect(details.hasAttribute('hidden')).toBe(false);
    expect(details.querySelector('td')!.getAttribute('colspan')).toBe('2');
    expect(screen.getByText('ayrıntılar')).toBeTruthy();
    expect(container.querySelector('tbody')!.className.split(' ')).toEqual(
      expect.arrayContaining(['b2b-history__group--open']),
    );
  });

  it('the sums list their lines in order and the grand total last', () => {
    const { container } = renderWidget(
      <>
        <HistoryItemsTable caption="Kalemler" columns={[{ label: 'Kod' }]}>
          <tr className="b2b-history__item">
            <td data-label="Kod">A1</td>
          </tr>
        </HistoryItemsTable>
        <HistorySums
          live
          lines={[
            { label: 'Ara Toplam', value: '10,00 TL' },
            { label: 'KDV', value: '2,00 TL', className: 'kit-tax' },
          ]}
          grandTotal="12,00 TL"
        />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Kalemler' }).className.split(' ')).toEqual(
      expect.arrayContaining(['b2b-history__table--items']),
    );
    const sums = container.querySelector('dl')!;
    expect(sums.getAttribute('aria-live')).toBe('polite');
    expect([...sums.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Ara Toplam',
      'KDV',
      'Genel Toplam',
    ]);
    expect(sums.lastElementChild!.className.split(' ')).toEqual(
      expect.arrayContaining(['b2b-history__grand']),
    );
    expect(sums.lastElementChild!.textContent).toContain('12,00 TL');
  });
});
