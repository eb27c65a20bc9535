import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListSummary } from '../../contract/lists';
import { mayKeepLists } from '../../domain/lists/shoppingLists';
import type { FailureInfo } from '../../store/core/failure';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import { selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type ListSave } from '../../store/lists/shoppingListsState';
import { listIdOf, withListId } from '../../store/lists/listView';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { reserveWhile } from '../../ui/reserve';
import { ImportDialog } from './ImportDialog';
import { plainClick, type ListCommands } from './listCommands';
import { ListNameDialog } from './ListNameDialog';
import { ListsOverview } from './ListsOverview';
import { ListView } from './ListView';
import '../shared/historyTable/historyTable.css';
import '../shared/historyTable/stackedTable.css';
import '../shared/formControls.css';
import '../../ui/ConfirmDialog.css';
import './ShoppingLists.css';
import './listLines.css';
import './listReports.css';

/** Rows the skeleton shows before the first answer (the demo's two lists and a heading or two). */
const SKELETON_ROWS = 4;

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename' | 'duplicate' | 'delete'; list: ListSummary }
  | { kind: 'import' }
  | null;

/**
 * Saved shopping lists (/hesap/listeler): one island, two views, the list in view named by
 * the URL (`?liste=12`, Back and Forward step between them). The overview shows the reader's lists
 * and the company's shared ones with their actions; a list shows its lines to change, put into the
 * cart, download or fill from a sheet. Who may do what follows the list's canEdit and the reader's
 * role (domain/lists/shoppingLists); names and notes are judged on commit.
 */
export function ShoppingLists() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectShoppingLists);
  const user = useAppSelector(selectUser);
  const keeps = mayKeepLists({ id: user.id, role: user.companyRole, admin: user.admin });
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** A view the user chose: its heading takes the focus once it shows. */
  const focusOnShow = useRef(false);
  const seenSaves = useRef(state.savedCount);
  const seenImports = useRef(state.importing.doneCount);
  /** The list whose delete was confirmed on the overview: once it is gone, its section's heading takes the focus. */
  const deleting = useRef<number | null>(null);
  /** The save under way opens a list once it goes through (a new list, a copy made on a list's page). */
  const opensAfterSave = useRef(false);

  // Until the session has read the URL, the skeleton follows the URL's view.
  const viewId = state.applied ? state.listId : listIdOf(window.location.search);
  const detail = viewId !== null && state.detail?.list.id === viewId ? state.detail : null;
  const ready = viewId === null ? state.listsLoaded : detail !== null;
  const showError = state.error !== null && !state.fetching;

  useRenderedWhen(!state.fetching && (ready || state.error !== null));
  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  // A save that went through closes its dialog; so does an import that finished.
  useEffect(() => {
    if (state.savedCount === seenSaves.current) return;
    seenSaves.current = state.savedCount;
    // A new list, or a copy made on a list's page, opens (the session's doing): its heading takes the focus.
    if (opensAfterSave.current) focusOnShow.current = true;
    opensAfterSave.current = false;
    setDialog((current) =>
      current && (current.kind === 'create' || current.kind === 'rename' || current.kind === 'duplicate')
        ? null
        : current,
    );
  }, [state.savedCount]);
  useEffect(() => {
    if (state.importing.doneCount === seenImports.current) return;
    seenImports.current = state.importing.doneCount;
    setDialog((current) => (current?.kind === 'import' ? null : current));
  }, [state.importing.doneCount]);

  useEffect(() => {
    const id = deleting.current;
    if (id === null || state.lists.some((list) => list.id === id)) return;
    deleting.current = null;
    headingRef.current?.focus();
  }, [state.lists]);

  useEffect(() => {
    if (!focusOnShow.current || state.fetching || !(ready || state.error)) return;
    focusOnShow.current = false;
    headingRef.current?.focus();
  }, [ready, state.fetching, state.error, viewId]);

  const commands: ListCommands = useMemo(
    () => ({
      hrefOf: (id) => window.location.pathname + withListId(window.location.search, id),
      open: (id) => {
        focusOnShow.current = true;
        dispatch(actions.listChosen(id));
      },
      rename: (list) => {
        dispatch(actions.saveErrorCleared());
        setDialog({ kind: 'rename', list });
      },
      duplicate: (list) => {
        dispatch(actions.saveErrorCleared());
        setDialog({ kind: 'duplicate', list });
      },
      share: (list, shared) => dispatch(actions.shareRequested({ id: list.id, shared })),
      remove: (list) => setDialog({ kind: 'delete', list }),
    }),
    [dispatch],
  );
  const closeDialog = useCallback(() => {
    setDialog(null);
    dispatch(actions.saveErrorCleared());
  }, [dispatch]);
  const openImport = () => {
    dispatch(actions.importReportDismissed());
    setDialog({ kind: 'import' });
  };

  const body = () => {
    if (showError && viewId !== null && notShownToReader(state.error))
      return <NotTheirs commands={commands} />;
    if (showError)
      return (
        <>
          {viewId !== null && <BackLink commands={commands} />}
          <div className="b2b-history__message b2b-history__message--error" role="alert">
            <p className="b2b-history__message-title">
              {t(viewId === null ? 'lists.loadFailed' : 'lists.listLoadFailed')}
            </p>
            <p>{errorText(state.error, t)}</p>
            <button
              type="button"
              className="b2b-history__button"
              onClick={() => dispatch(actions.loadRequested())}
            >
              {t('productList.retry')}
            </button>
          </div>
        </>
      );
    if (!ready)
      return (
        <div
          className="b2b-history__skeleton"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className="b2b-skeleton b2b-history__skeleton-row" />
          ))}
        </div>
      );
    if (detail)
      return (
        <ListView
          key={detail.list.id}
          ref={headingRef}
          detail={detail}
          state={state}
          keeps={keeps}
          commands={commands}
          onImport={openImport}
        />
      );
    return (
      <>
        {keeps && (
          <div className="b2b-lists__toolbar b2b-lists__toolbar--end">
            <button
              type="button"
              className="b2b-history__button b2b-history__button--primary"
              onClick={() => {
                dispatch(actions.saveErrorCleared());
                setDialog({ kind: 'create' });
              }}
            >
              {t('lists.create')}
            </button>
          </div>
        )}
        <ListsOverview
          ref={headingRef}
          lists={state.lists}
          busy={state.busy}
          keeps={keeps}
          commands={commands}
        />
      </>
    );
  };

  const nameDialog = (title: string, initialName: string, save: (name: string) => ListSave) => (
    <ListNameDialog
      title={title}
      initialName={initialName}
      saving={state.saving}
      saveError={state.saveError}
      onSave={(name) => {
        const request = save(name);
        opensAfterSave.current =
          request.kind === 'create' || (request.kind === 'duplicate' && viewId !== null);
        dispatch(actions.saveRequested(request));
      }}
      onClose={closeDialog}
    />
  );

  return (
    <section
      className="b2b-history b2b-lists"
      aria-label={t('lists.title')}
      aria-busy={state.fetching}
      {...reserveWhile(!ready && !showError)}
    >
      {body()}
      {dialog?.kind === 'create' && nameDialog(t('lists.create'), '', (name) => ({ kind: 'create', name }))}
      {dialog?.kind === 'rename' &&
        nameDialog(t('lists.rename'), dialog.list.name, (name) => ({
          kind: 'rename',
          id: dialog.list.id,
          name,
        }))}
      {dialog?.kind === 'duplicate' &&
        nameDialog(t('lists.duplicate'), t('lists.duplicateName', { name: dialog.list.name }), (name) => ({
          kind: 'duplicate',
          id: dialog.list.id,
          name,
        }))}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('lists.delete')}
          message={t('lists.confirmDelete', { name: dialog.list.name })}
          confirmLabel={t('lists.delete')}
          dismissLabel={t('lists.cancel')}
          closeLabel={t('common.close')}
          onDismiss={closeDialog}
          onConfirm={() => {
            // The focus goes on with the view: the overview's heading once the list is gone from it.
            if (viewId === null) deleting.current = dialog.list.id;
            else focusOnShow.current = true;
            dispatch(actions.deleteRequested(dialog.list.id));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          importing={state.importing}
          onImport={(text) => dispatch(actions.importRequested({ text }))}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}

/**
 * The host shows a list to its owner and, while it is shared, to their company: anyone else gets
 * 404 (403 when seen but not theirs to have). Trying again changes nothing: the way back does.
 */
const notShownToReader = (error: FailureInfo | null) => error?.status === 404 || error?.status === 403;

/** A list the reader may not open: another company's, or no longer shared. */
function NotTheirs({ commands }: { commands: ListCommands }) {
  const t = useT();
  return (
    <div className="b2b-history__message b2b-history__message--error" role="alert">
      <p className="b2b-history__message-title">{t('lists.notYours')}</p>
      <p>{t('lists.notYoursHint')}</p>
      <p>
        <a
          className="b2b-history__button"
          href={commands.hrefOf(null)}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            commands.open(null);
          }}
        >
          {t('lists.backToMine')}
        </a>
      </p>
    </div>
  );
}

/** 'Tüm Listeler' above a list that could not be loaded. */
function BackLink({ commands }: { commands: ListCommands }) {
  const t = useT();
  return (
    <p className="b2b-lists__back">
      <a
        href={commands.hrefOf(null)}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          commands.open(null);
        }}
      >
        <span aria-hidden="true">← </span>
        {t('lists.back')}
      </a>
    </p>
  );
}
