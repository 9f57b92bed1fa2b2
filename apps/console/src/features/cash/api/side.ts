/** Whose cash: the signed-in seller's own, or (admin) every seller's or one named. */
export type CashSide = 'seller' | 'admin';
