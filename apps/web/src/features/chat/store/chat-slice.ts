import type { ActiveSeller } from '@chapkhana/shared/realtime';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { customerSignedOut } from '@/lib/session-events';

export interface ChatState {
  /** The seller whose conversation is on screen, if any (docs/storefront.md §4: selected or not). */
  openSellerId: string | null;
  /** Sellers online now, as the last `activeSeller` event listed them. */
  activeSellers: ActiveSeller[];
}

const initialState: ChatState = { openSellerId: null, activeSellers: [] };

/** Chat state that is not server data: which conversation is open and who is online. */
export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    conversationOpened: (state, action: PayloadAction<string | null>) => {
      state.openSellerId = action.payload;
    },
    activeSellersReceived: (state, action: PayloadAction<ActiveSeller[]>) => {
      state.activeSellers = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(customerSignedOut, () => initialState);
  },
});

export const { conversationOpened, activeSellersReceived } = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
