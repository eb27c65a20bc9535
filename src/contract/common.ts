import { bool, object } from './decode';

/** The plain acknowledgement most state-changing calls answer with. */
export const okAnswer = object({ success: bool });
