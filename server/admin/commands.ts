/** The admin commands by name: adding one is one line here and a file of its own. */
import type { AdminCommand } from './command';
import { createAdmin } from './createAdmin';
import { createCustomer } from './createCustomer';
import { createUser } from './createUser';

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  'create-admin': createAdmin,
  'create-customer': createCustomer,
  'create-user': createUser,
};
