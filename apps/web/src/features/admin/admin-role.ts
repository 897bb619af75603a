import { createContext, useContext } from 'react';

/** The signed-in staff member's role inside the back office ('admin' also manages staff accounts). */
export const AdminRoleContext = createContext<'staff' | 'admin'>('staff');

export function useAdminRole(): 'staff' | 'admin' {
  return useContext(AdminRoleContext);
}
