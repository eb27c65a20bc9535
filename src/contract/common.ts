import { bool, object, type Decoded } from './decode';

/** The plain acknowledgement most state-changing calls answer with. */
export const okAnswer = object({ success: bool });
export type OkAnswer = Decoded<typeof okAnswer>;
