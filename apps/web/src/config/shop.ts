/** The shop's WhatsApp number in international form without "+" (wa.me format). */
export const SHOP_CHAT_NUMBER = '9647500000000';

/** Link that opens a WhatsApp chat with the shop. */
export const SHOP_CHAT_URL = `https://wa.me/${SHOP_CHAT_NUMBER}`;

/** Scroll distance after which the back-to-top button appears (spec §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 20;
