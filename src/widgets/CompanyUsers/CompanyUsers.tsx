import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompanyUser } from '../../contract/company';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import {
  companyUsersActions as actions,
  selectCompanyUsers,
  type CreatedUser,
} from '../../store/company/companyUsers';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { reserveWhile } from '../../ui/reserve';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserTable } from './UserTable';
import '../shared/historyTable/historyTable.css';
import '../shared/historyTable/stackedTable.css';
import '../shared/formControls.css';
import './CompanyUsers.css';
import { closedWhileActing } from '../../domain/company/acting';
import { selectUser } from '../../store/core/config';
import { NotWhileActing } from '../shared/NotWhileActing';

/** Rows the skeleton shows before the list has come (the demo company has four users). */
const SKELETON_ROWS = 4;

/**
 * The company's users as its Yönetici manages them (/hesap/kullanicilar): the list with
 * each user's role, limits, branches and status; 'Yeni Kullanıcı' and Düzenle open the form (judged
 * on Kaydet by domain/company/companyUser), a created user's one-time password shows once, Devre Dışı Bırak
 * asks first (the user's sessions end at once), Etkinleştir does not. No one deactivates themselves.
 */
export function CompanyUsers() {
  // A representative acting for the company never manages its users: the reason, and nothing loaded.
  const closed = closedWhileActing(useAppSelector(selectUser), 'manageUsers');
  return closed ? <NotWhileActing /> : <CompanyUsersPanel />;
}

function CompanyUsersPanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCompanyUsers);
  /** The form dialog: a user to edit, 'new' to add one, null when closed. */
  const [editing, setEditing] = useState<CompanyUser | 'new' | null>(null);
  const [confirming, setConfirming] = useState<CompanyUser | null>(null);
  /** The one-time password lives here while its dialog is open, and nowhere else. */
  const [oneTime, setOneTime] = useState<CreatedUser | null>(null);
  const seenSaves = useRef(list.savedCount);
  /** The form whose Kaydet was sent: only that one closes when the save goes through. */
  const savingFrom = useRef<CompanyUser | 'new' | null>(null);

  useRenderedWhen(!list.fetching && (list.loaded || list.error !== null));
  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  // A created user's password: into this component's state, out of the store at once.
  useEffect(() => {
    if (!list.created) return;
    setOneTime(list.created);
    dispatch(actions.oneTimePasswordTaken());
  }, [list.created, dispatch]);

  // A save that went through closes its form (not another one opened since).
  useEffect(() => {
    if (list.savedCount === seenSaves.current) return;
    seenSaves.current = list.savedCount;
    const saved = savingFrom.current;
    savingFrom.current = null;
    setEditing((current) => (current === saved ? null : current));
  }, [list.savedCount]);

  const openForm = (user: CompanyUser | 'new') => {
    dispatch(actions.saveErrorCleared());
    setEditing(user);
  };
  const closeForm = useCallback(() => {
    setEditing(null);
    dispatch(actions.saveErrorCleared());
  }, [dispatch]);
  const dismissConfirm = useCallback(() => setConfirming(null), []);
  const closeOneTime = useCallback(() => setOneTime(null), []);

  const body = () => {
    if (list.fetching || (!list.loaded && !list.error)) {
      const rows = list.users.length > 0 ? list.users.length : SKELETON_ROWS;
      return (
        <div
          className="b2b-history__skeleton"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className="b2b-skeleton b2b-history__skeleton-row" />
          ))}
        </div>
      );
    }
    if (list.error)
      return (
        <div className="b2b-history__message b2b-history__message--error" role="alert">
          <p className="b2b-history__message-title">{t('companyUsers.loadFailed')}</p>
          <p>{errorText(list.error, t)}</p>
          <button
            type="button"
            className="b2b-history__button"
            onClick={() => dispatch(actions.loadRequested())}
          >
            {t('productList.retry')}
          </button>
        </div>
      );
    if (list.users.length === 0)
      return (
        <div className="b2b-history__message" role="status">
          <p className="b2b-history__message-title">{t('companyUsers.empty')}</p>
        </div>
      );
    return (
      <UserTable
        users={list.users}
        branches={list.branches}
        toggling={list.toggling}
        onEdit={openForm}
        onDeactivate={setConfirming}
        onReactivate={(user) => dispatch(actions.activeChangeRequested({ id: user.id, active: true }))}
      />
    );
  };

  return (
    <section
      className="b2b-history b2b-company-users"
      aria-label={t('companyUsers.title')}
      aria-busy={list.fetching}
      {...reserveWhile(!list.loaded && !list.error)}
    >
      <div className="b2b-company-users__toolbar">
        <button
          type="button"
          className="b2b-history__button b2b-history__button--primary"
          disabled={!list.loaded}
          onClick={() => openForm('new')}
        >
          {t('companyUsers.add')}
        </button>
      </div>
      {body()}
      {editing !== null && (
        <UserFormDialog
          user={editing === 'new' ? null : editing}
          branches={list.branches}
          usernamePrefix={list.usernamePrefix}
          saving={list.saving}
          saveError={list.saveError}
          onSave={(user) => {
            savingFrom.current = editing;
            dispatch(actions.saveRequested({ id: editing === 'new' ? null : editing.id, user }));
          }}
          onClose={closeForm}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('companyUsers.deactivateTitle')}
          message={t('companyUsers.confirmDeactivate', { name: confirming.name })}
          confirmLabel={t('companyUsers.deactivate')}
          dismissLabel={t('companyUsers.cancel')}
          closeLabel={t('common.close')}
          onDismiss={dismissConfirm}
          onConfirm={() => {
            dispatch(actions.activeChangeRequested({ id: confirming.id, active: false }));
            setConfirming(null);
          }}
        />
      )}
      {oneTime && <OneTimePasswordDialog created={oneTime} onClose={closeOneTime} />}
    </section>
  );
}
