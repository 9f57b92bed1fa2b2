import { z } from './zod';
import { emptyAsUnset, idSchema } from './fields';
import { CHAT_MESSAGE_MAX_LENGTH } from './realtime';
import { fieldErrorMessage } from './field-errors';

const messageText = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(CHAT_MESSAGE_MAX_LENGTH, {
    error: fieldErrorMessage('too_long', { maximum: CHAT_MESSAGE_MAX_LENGTH }),
  });

/** A seller's shop name in each language, so the storefront shows the reader's. */
const shopNamesSchema = z.object({ enName: z.string(), kuName: z.string(), arName: z.string() });

export const chatMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  receverId: z.string(),
  senderName: z.string(),
  /** A seller's message sent live carries its shop names (see ChatMessage in realtime.ts). */
  senderNames: shopNamesSchema.optional(),
  message: z.string(),
  status: z.enum(['seen', 'unseen']),
  createdAt: z.string(),
});

export const chatFriendSchema = z.object({
  fdId: z.string(),
  /** The English shop name for a seller (the spec's field), the customer's name for a customer. */
  name: z.string(),
  names: shopNamesSchema.optional(),
  image: z.string().nullable(),
  lastMessageAt: z.string(),
  /** Messages from this partner the reader has not seen yet. */
  unseen: z.number().int().nonnegative(),
});
export type ChatFriend = z.infer<typeof chatFriendSchema>;

/** POST /api/chat/customer/add-customer-friend */
export const addCustomerFriendBodySchema = z.object({
  /** The seller whose conversation opens; left out or '' when none is selected (the list only). */
  sellerId: emptyAsUnset(idSchema),
  userId: idSchema,
});
export const addCustomerFriendResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  currentFd: chatFriendSchema.nullable(),
  MyFriends: z.array(chatFriendSchema),
});

/** POST /api/chat/customer/send-message-to-seller (the name comes from the account, not the body). */
export const sendMessageToSellerBodySchema = z.object({
  userId: idSchema,
  sellerId: idSchema,
  text: messageText,
  name: z.string().optional(),
});
export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });

/** POST /api/seller/chat/send-message-to-customer */
export const sendMessageToCustomerBodySchema = z.object({
  customerId: idSchema,
  text: messageText,
});
export const sellerCustomersResponseSchema = z.object({ customers: z.array(chatFriendSchema) });
export const sellerConversationResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  currentCustomer: chatFriendSchema,
});

/** POST /api/seller/chat/seen/{customerId}: the seller read the open conversation. */
export const markSeenResponseSchema = z.object({ unseen: z.literal(0) });
