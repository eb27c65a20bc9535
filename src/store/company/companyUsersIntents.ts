import { historyListIntents } from '../history/historyListIntents';

/**
 * The company users list's life-cycle intents: opened, closed, loadRequested and
 * fetchFailed. Only these are in the entry chunk (its flow's listener needs them); the area's state
 * and the rest of its actions come with the widget's chunk (store/company/companyUsers).
 */
export const companyUsersIntents = historyListIntents('companyUsers');
