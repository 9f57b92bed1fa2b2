import { useGetStaffMeQuery } from '@/features/auth/api/get-me';
import { readStaffToken } from '@/lib/staff-token';

/**
 * The signed-in staff member (null when signed out), whether it is still being checked, and the
 * token of that sign-in.
 */
export function useStaff() {
  const token = readStaffToken();
  const hasToken = token !== null;
  const { data, isLoading, isError } = useGetStaffMeQuery(undefined, { skip: !hasToken });
  return {
    staff: hasToken && !isError ? (data?.staff ?? null) : null,
    isLoading: hasToken && isLoading,
    token,
  };
}
