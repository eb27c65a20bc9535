import { historyListIntents } from '../history/historyListIntents';

/**
 * The approval queue's life-cycle actions: its flow's listener in the entry chunk
 * (sagas/company/approvalQueue) needs only these; the queue's state and its decisions come with the
 * widget's chunk (store/company/approvalQueue).
 */
export const approvalQueueIntents = historyListIntents('approvalQueue');
