/** Whose figures: the signed-in seller's own print house, or (admin) every one or one chosen. */
export type DashboardSide = 'seller' | 'admin';
