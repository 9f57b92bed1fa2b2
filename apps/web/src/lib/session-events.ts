import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once the customer has logged out (token removed). Slices that hold a
 * customer's data (cart and wishlist counters, later the cart itself) reset on it, so
 * the accounts feature does not need to know them.
 */
export const customerSignedOut = createAction('session/customerSignedOut');
