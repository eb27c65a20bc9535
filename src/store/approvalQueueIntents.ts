import { historyListIntents } from './historyListIntents';

/**
 * The approval queue's life-cycle actions (issue 24): its flow's listener in the entry chunk
 * (sagas/approvalQueue) needs only these; the queue's state and its decisions come with the
 * widget's chunk (store/approvalQueue).
 */
export const approvalQueueIntents = historyListIntents('approvalQueue');
