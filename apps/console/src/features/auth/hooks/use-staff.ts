import { useGetStaffMeQuery } from '@/features/auth/api/get-me';
import { readStaffToken } from '@/lib/staff-token';

/** The signed-in staff member (null when signed out), and whether it is still being checked. */
export function useStaff() {
  const hasToken = readStaffToken() !== null;
  const { data, isLoading, isError } = useGetStaffMeQuery(undefined, { skip: !hasToken });
  return {
    staff: hasToken && !isError ? (data?.staff ?? null) : null,
    isLoading: hasToken && isLoading,
  };
}
