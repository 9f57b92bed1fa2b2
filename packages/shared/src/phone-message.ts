// The phone rule's message alone: the storefront's forms translate it without loading the phone
// library and zod (phone.ts), which load only when a form is checked.

/** The one error message for a phone number that is not an Iraqi mobile number. */
export const IRAQI_PHONE_MESSAGE = 'must be an Iraqi phone number such as 0750 123 4567';
