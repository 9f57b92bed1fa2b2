// The catalogue alone, without the contract's schemas (the wire schema's zod is in api-error.ts).
// The codes without their sentences are in error-codes.ts: that is what every storefront page reads.
import { API_ERROR_CODES, isApiErrorCode, type ApiErrorCode } from './error-codes';

export { API_ERROR_CODES, isApiErrorCode, type ApiErrorCode };

/**
 * A sentence that depends on a count: `one` when `params.count` is 1, `other` otherwise. The
 * clients' translation files carry the same pair as `apiErrors.<code>` and `apiErrors.<code>_one`
 * (i18next chooses by `count`).
 */
interface CountedSentence {
  readonly one: string;
  readonly other: string;
}

/**
 * Every error the API answers (docs/design.md §4): a stable code and its English sentence, with
 * i18next-style `{{placeholders}}` filled from the error's `params`. The API sends the sentence
 * as `error`; the storefront and the console show `apiErrors.<code>` from their own translation
 * files, so rewording a sentence here changes no reader's language. A code is a meaning: never
 * rename or reuse one, add a new one.
 *
 * Three codes keep a detail only English has in `error` (which field failed and why, Fastify's
 * or the rate limiter's own words); their sentence here is what the clients translate:
 * `invalid_input`, `invalid_request`, `rate_limited`.
 */
export const API_ERRORS = {
  // --- Requests the server could not take (any route) ---------------------------------------
  invalid_input: 'Please check these fields: {{fields}}.',
  invalid_json: 'The request body is not valid JSON.',
  body_too_large: 'The request body is too large.',
  unsupported_media_type: 'This content type is not supported; send JSON.',
  malformed_address: 'This address is not valid: it has a malformed %-escape.',
  address_part_too_long: 'A part of this address is too long.',
  route_not_found: 'No route {{method}} {{url}}.',
  unstorable_text: 'Invalid {{part}}: text must be valid Unicode without NUL characters (\\u0000).',
  rate_limited: 'Too many requests. Please try again in a moment.',
  invalid_request: 'This request could not be handled.',
  server_error: 'Something went wrong on our side. Please try again.',
  database_unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  storage_full:
    "The shop's storage is full right now, so nothing was saved. Please try again later.",
  idempotency_key_reused:
    'This request was already sent with other details. Please reload the page and try again.',
  request_in_progress: 'This request is still being handled. Please wait a moment.',

  // --- Signing in and permissions (plugins/auth, realtime handshake) ------------------------
  sign_in_first: 'Please sign in first.',
  sign_in_expired: 'Your sign-in has expired or is not valid. Please sign in again.',
  console_sign_in_first: 'Please sign in to the console first.',
  console_sign_in_expired:
    'Your console sign-in has expired or is not valid. Please sign in again.',
  foreign_origin: 'This request came from another site, so it was refused.',
  not_allowed: 'You are not allowed to do that.',
  role_not_allowed: 'Your account may not do that.',
  only_own_account: 'You can only see and change your own account.',
  sellers_only: 'Only a seller may do that.',

  // --- Customer accounts (modules/accounts) -------------------------------------------------
  link_resend_blocked: {
    one: 'Please wait 1 minute before requesting another link.',
    other: 'Please wait {{count}} minutes before requesting another link.',
  },
  link_daily_limit: 'Daily verification limit reached. Try again tomorrow.',
  link_network_limit: 'Too many verification requests from your network. Please try again later.',
  email_not_sent: 'We could not send the email right now. Please try again in a few minutes.',
  invalid_link: 'Invalid verification link',
  link_used: 'This link has already been used to create an account. Please log in.',
  link_expired: 'This link has expired. Please ask for a new one.',
  link_spent:
    'This link was tried with too many phone numbers that already have an account. Please ask for a new link.',
  email_mismatch: 'The email must be the one you verified.',
  email_taken: 'An account with this email already exists. Please log in.',
  phone_taken: 'This phone number is already registered. Please log in.',
  phone_or_email_taken: 'This phone number or email is already registered. Please log in.',
  bad_login: 'Phone number or password is incorrect',
  too_many_sign_ins: 'Too many sign-in attempts. Please try again in {{minutes}} minutes.',
  account_gone: 'This account no longer exists.',
  account_gone_sign_in: 'Your account no longer exists. Please sign in.',
  wrong_current_password: 'Your current password is not correct.',
  same_password: 'The new password must differ from the current one.',
  email_unchanged: 'This is already your email.',
  email_link_used: 'This link has already been used. Ask for a new one to change your email again.',
  email_change_taken: 'This email now belongs to another account, so it was not added to yours.',
  customer_not_found: 'This customer does not exist.',
  phone_code_wait: {
    one: 'Please wait 1 second before asking for another code.',
    other: 'Please wait {{count}} seconds before asking for another code.',
  },
  phone_code_hourly_limit:
    'This phone was sent too many codes. Please try again in {{minutes}} minutes.',
  phone_code_daily_limit: 'This phone was sent too many codes today. Please try again tomorrow.',
  phone_code_network_limit:
    'Too many codes were asked for from your network. Please try again later.',
  phone_code_not_sent:
    'We could not send the code by WhatsApp right now. Ask for it by SMS, or try again in a few minutes.',
  sms_code_not_sent:
    'We could not send the code by SMS right now. Please try again in a few minutes.',
  phone_code_wrong: 'This code is not correct. Check it and try again.',
  phone_code_expired: 'This code has expired or a newer one was sent. Please ask for a new code.',
  phone_code_used: 'This code was already used. Please ask for a new one.',
  phone_code_locked: 'This code was tried too many times. Please ask for a new one.',
  phone_ticket_invalid:
    'This step took too long or was already done. Please start again with a new code.',
  reset_link_invalid:
    'This link is not valid any more: it was used already or is too old. Please ask for a new one.',
  reset_email_not_sent: 'We could not send the email right now. Please try again in a few minutes.',

  // --- Console accounts and sellers (modules/staff) -----------------------------------------
  staff_bad_login: 'Email, phone or password is incorrect',
  staff_email_taken: 'A console account with this email already exists.',
  staff_phone_taken: 'A console account with this phone number already exists.',
  password_link_invalid:
    'This link is not valid any more: it was used already or is too old. Ask the admin for a new one.',
  seller_not_found: 'This seller does not exist.',
  shop_role_not_allowed: 'Your role in this print house does not allow this. Ask its owner.',
  last_shop_owner:
    'A print house needs at least one owner: make someone else an owner before this one leaves or changes role.',
  staff_member_not_found: 'This staff member is not part of your print house.',

  // --- Catalogue: products, categories, banners (modules/catalogue) -------------------------
  product_not_found: 'This product does not exist or is no longer sold.',
  product_no_longer_sold: 'This product is no longer sold.',
  search_too_slow: 'The search took too long. Please try again with fewer or shorter words.',
  category_not_found: 'This category does not exist.',
  category_name_taken: 'A category named "{{name}}" already exists.',
  category_in_use: {
    one: '1 product uses this category; move or delete it first.',
    other: '{{count}} products use this category; move or delete them first.',
  },
  sub_category_not_found: 'This sub-category does not exist.',
  sub_category_name_taken: 'This category already has a sub-category named "{{name}}".',
  sub_category_in_use: {
    one: '1 product uses this sub-category; move or delete it first.',
    other: '{{count}} products use this sub-category; move or delete them first.',
  },
  unknown_category: 'categoryId does not name a category.',
  unknown_sub_category: 'subCategoryId does not name a sub-category.',
  sub_category_mismatch: 'subCategoryId belongs to another category than categoryId.',
  banner_not_found: 'This banner does not exist.',
  synonym_group_not_found: 'This group of synonyms does not exist.',
  too_many_synonym_groups:
    'The shop has as many synonym groups as it may keep ({{maximum}}); remove one first.',

  // --- Sellers' products and pictures (modules/products, lib/uploads) -----------------------
  own_product_not_found: 'This product does not exist in your shop.',
  product_code_taken: 'Another product already has the code "{{code}}".',
  product_needs_picture:
    'Add at least one picture before publishing: a product without pictures stays a draft.',
  stock_kept_per_colour:
    'This product keeps its stock per colour or size; change it in the product form.',
  repeated_colour_name: 'Two colours are both named "{{name}}"; give each colour its own name.',
  repeated_property_name:
    'The colour "{{colour}}" has two values named "{{name}}"; give each value its own name.',
  product_in_open_order:
    'This product is in an order that is not delivered yet; delete it once its orders are delivered or cancelled.',
  too_many_product_pictures:
    'A product may have at most {{max}} pictures and this one has {{count}}; remove some first.',
  picture_not_of_product: "images.{{index}} is not one of this product's pictures.",
  picture_listed_twice: 'images.{{index}} is listed twice.',
  pictures_required: 'Choose at least one picture to upload in "{{field}}".',
  picture_required: 'Choose a picture to upload in "{{field}}".',
  not_a_picture: 'This file is not a picture we can read. Upload a JPEG, PNG or WebP image.',
  picture_too_many_pixels:
    'This picture is {{width}}×{{height}} pixels; at most {{max}}×{{max}} is accepted.',
  picture_too_large: 'A picture may be at most {{megabytes}} MB. Please upload a smaller one.',
  too_many_pictures: {
    one: 'Upload at most 1 picture at once.',
    other: 'Upload at most {{count}} pictures at once.',
  },
  form_too_many_fields: 'This form has too many fields.',
  multipart_required: 'Send the picture as multipart/form-data.',
  multipart_required_in_field: 'Send the picture as multipart/form-data in the field "{{field}}".',
  pictures_wrong_field: 'Send pictures in the field "{{field}}".',
  form_unreadable: 'The uploaded form could not be read.',

  // --- Cart and wishlist (modules/cart, modules/wishlist) -----------------------------------
  nothing_selected: 'Please select at least one item with a quantity greater than 0',
  colour_not_offered: 'The colour "{{colour}}" is not offered for this product.',
  option_not_offered: '"{{option}}" is not offered in {{colour}}.',
  only_in_stock: 'Only {{count}} of this product are in stock.',
  only_colour_in_stock: 'Only {{count}} in {{colour}} are in stock.',
  only_option_in_stock: 'Only {{count}} of {{colour}} {{option}} are in stock.',
  colour_gone: 'A colour in your cart is no longer offered.',
  option_gone: 'An option of {{colour}} in your cart is no longer offered.',
  cart_line_not_found: 'This item is not in your cart.',
  cart_row_not_found: 'This choice is no longer in your cart; reload the cart to see it as it is.',
  option_required: '{{colour}} is sold by size or pack only: choose one.',
  line_has_several_rows:
    'This item is made of several colours or sizes: change the quantity of each one in the cart.',
  no_more_stock: 'No more of this product is in stock.',
  quantity_minimum: 'The quantity cannot go below 1; remove the item instead.',
  change_options_on_product_page:
    'Change the options of this item on the product page to lower its quantity.',
  wishlist_duplicate: 'This product is already in your wishlist.',
  wishlist_line_not_found: 'This product is not in your wishlist.',

  // --- Orders and their lifecycle (modules/orders) ------------------------------------------
  cart_empty: 'Your cart is empty.',
  nothing_in_stock: 'Nothing in your cart is in stock any more.',
  sold_out_while_ordering: '"{{name}}" sold out while you were ordering; please review your cart.',
  order_too_large: 'An order may come to at most {{max}} IQD; please order fewer.',
  pickup_not_offered: 'A shop in your order does not offer pickup; choose delivery for its parcel.',
  holiday_exists: 'That day is already a holiday in that region; edit the one listed.',
  holiday_not_found: 'That holiday is not in the calendar (it may have been removed).',
  delivery_fee_changed:
    'The delivery fee is now {{fee}} IQD (it was {{shown}} IQD); please check the new total and place the order again.',
  order_not_found: 'This order does not exist.',
  receipt_not_found: 'This receipt does not exist.',
  address_not_found: 'This saved address does not exist.',
  address_incomplete:
    'Complete this address (governorate, district, area and nearest landmark) before ordering.',
  seller_order_not_found: 'This order does not exist in your shop.',
  order_cancelled: 'This order was cancelled.',
  order_delivered_final: 'This order is already delivered; its status can no longer change.',
  order_cancelled_final: 'This order is already cancelled; its status can no longer change.',
  order_paid: 'This order is already paid.',
  order_paid_refund_first:
    'This order is paid, so it cannot be cancelled here: the payment would have to be refunded first.',
  order_not_cash_on_delivery:
    'This order is not paid in cash on delivery, so there is no cash to record as collected.',
  order_work_started:
    'Work on this order has started, so it can no longer be changed or cancelled.',
  order_partly_delivered:
    'Part of this order was already delivered, so it can no longer be cancelled.',
  order_cannot_go_back: 'An order cannot go back from "{{from}}" to "{{to}}".',
  order_part_delivered: 'You already delivered this order.',
  order_awaits_fib: 'This order waits for its FIB payment; it can be prepared once it is paid.',
  order_awaits_payment:
    'This order waits for its online payment; it can be prepared once it is paid.',
  order_payment_not_chosen: 'The customer has not chosen how to pay for this order yet.',
  order_part_not_found: 'This part is not in the order.',
  order_part_cancelled: 'This part of the order was cancelled; there is no cash to collect for it.',
  order_part_not_sent:
    'This parcel has not left yet; its cash can be recorded once it is on its way or delivered.',
  cash_amount_differs:
    'This parcel is {{amount}} IQD: record that amount, or tell the shop why the customer paid another.',

  // --- Payments (modules/payments) ----------------------------------------------------------
  fib_unavailable: 'Paying with FIB is not available at the moment.',
  fib_not_answering: 'FIB is not answering right now. Please try again or pay on delivery.',
  fib_status_unknown:
    'FIB is not answering right now, so it is not known whether this order was paid. Please try again in a moment.',
  fib_minimum: 'FIB takes payments above {{amount}} IQD; please pay on delivery.',
  fib_maximum: 'FIB payments can be at most {{amount}} IQD; please pay on delivery.',
  payment_provider_not_answering:
    '{{provider}} is not answering right now. Please try again, or choose another way to pay.',
  payment_provider_refused:
    '{{provider}} could not take this payment. Please choose another way to pay.',
  payment_provider_minimum:
    '{{provider}} takes payments of at least {{amount}} IQD; please choose another way to pay.',
  payment_provider_maximum:
    '{{provider}} payments can be at most {{amount}} IQD; please choose another way to pay.',
  payment_notice_refused: 'This notice does not carry the payment provider’s signature.',
  payment_not_found: 'This payment is not one of the order’s paid payments.',
  refund_exceeds_paid: 'This payment can give back at most {{amount}} IQD.',
  refund_whole_only:
    '{{provider}} gives back whole payments only: refund all of it ({{amount}} IQD).',
  refund_refused: '{{provider}} refused this refund; nothing was given back.',
  reconciliation_range_invalid:
    'Choose a range of at most {{days}} days, its first day not after its last.',
  dashboard_range_invalid:
    'Choose at most {{days}} days for the figures, the first day not after the last.',
  dashboard_too_slow: 'The figures took too long to add up. Please try again or choose fewer days.',
  reconciliation_day_ahead: 'That day has not come yet; choose today or an earlier day.',
  reconciliation_running:
    'That day is being checked right now; its figures will be updated in a moment.',
  payment_flag_not_found: 'There is no such flag.',
  payment_flag_resolved: '{{name}} resolved this flag already.',
  payment_busy: "This order's payment is being changed right now; please try again.",
  payment_method_unavailable:
    'This way to pay is not offered at the moment; please choose another.',
  last_payment_method: 'At least one way to pay must stay on: switch another one on first.',

  // --- The shop's settings (modules/settings); params.field names the field -----------------
  shop_phone_invalid: 'This is not an Iraqi mobile number; write it like 0750 123 4567.',
  shop_email_invalid: 'This is not an email address; write it like info@example.com.',
  shop_link_invalid: 'A link must be a full web address starting with https://.',

  // --- Currency rate (modules/currency) -----------------------------------------------------
  rate_change_needs_confirmation:
    'Changing the rate from {{current}} to {{proposed}} ({{change}} %) changes every price in the shop; please confirm it.',
  rate_day_change_needs_confirmation:
    'A day ago the rate was {{dayAgo}}: {{proposed}} moves it {{change}} % within a day, and every price in the shop with it; please confirm it.',

  // --- Print jobs: options, artwork, proofs (modules/print) ---------------------------------
  print_option_unknown: 'This option does not exist for this product.',
  print_option_missing: 'Please choose a value for every option.',
  print_quantity_below_minimum: 'The smallest quantity for this product is {{min}} pieces.',
  print_setup_invalid: 'These print options are not valid: {{fields}}.',
  not_a_print_product: 'This product is not printed to order.',
  print_product_needs_options: 'Choose the print options and quantity of this product.',
  artwork_refused: 'This file cannot be printed as it is. See what to change below.',
  artwork_check_in_progress:
    'Your previous file is still being checked. Wait for its result, then upload the next one.',
  preflight_busy: 'Many files are being checked right now. Please try again in a minute.',
  artwork_not_a_print_file:
    'This file is not a PDF or a picture (it may be renamed); export it again as PDF, PNG or JPEG.',
  artwork_too_large: 'The file is too large: at most {{max}} MB.',
  artwork_missing_file: 'Please choose a file to upload.',
  artwork_not_found: 'This file does not exist or is not yours.',
  artwork_checked_for_other:
    'This file was checked for another page size or number of sides. Upload it again for this choice.',
  print_lines_too_many:
    'Your cart holds {{max}} print jobs, the most it can: order them or remove one first.',
  artwork_required: 'This product needs your artwork: upload a file first.',
  artwork_too_many: 'A line may have at most {{max}} files.',
  artwork_quota_full:
    'Your files not yet in an order may take at most {{megabytes}} MB. Remove files you no longer need, then upload again.',
  artwork_in_order: 'This file is part of an order, so it cannot be removed.',
  too_many_uploads:
    'You have uploaded many files in a short time. Please try again in {{minutes}} minutes.',
  print_line_not_found: 'This print job does not exist.',
  proof_not_found: 'This proof does not exist.',
  preview_unavailable: 'No preview of this file can be shown. Download it to see it.',
  preview_page_not_found: 'This page has no preview.',
  file_gone: 'This file is no longer kept on the shop. Ask the print house to send it again.',
  proof_reuse_unavailable:
    'This job has no approved proof that fits a reorder (or its files are gone). Reorder it with a new proof.',
  proof_outdated: 'A newer proof has been sent: please look at it first.',
  proof_already_decided: 'This proof has already been answered.',
  proof_not_expected: "This line is waiting for the customer's artwork, not for a proof.",
  proofs_not_approved:
    'The customer has not approved every proof of this part yet, so it cannot go into production.',
  deposit_not_paid:
    'The customer has not paid the advance for this part yet, so it cannot go into production.',
  deposit_online_only:
    'This order asks an advance: pay it online (the rest can be paid in cash on delivery).',
  deposit_already_paid:
    "This order's advance is already paid: the rest is paid in cash on delivery.",
  print_line_closed: 'This order can no longer change.',
  // --- The production board (modules/production, issue 39) -------------------------------------
  job_stage_changed: 'Someone else moved this job meanwhile; the board now shows where it is.',
  job_not_approved:
    "This job's proof is not approved yet (or it still waits for artwork), so it cannot go to printing.",
  job_printing_first: 'A job goes to printing first, then to finishing or ready.',
  job_stage_by_hand:
    "A job reaches this stage by itself: the customer's artwork and answers, or the courier hand-over, move it there.",
  job_handed_over: 'This job has left with the courier, so it no longer moves on the board.',
  // --- Parcels (modules/parcels) ---------------------------------------------------------------
  parcel_not_found: 'This parcel was not found.',
  courier_webhook_refused: 'This call does not carry the courier webhook secret.',
  message_webhook_refused: 'This call does not carry the message provider’s signature or secret.',
  message_report_early: 'This report names a message not recorded yet; send it again shortly.',
  message_webhook_verify_refused: 'This verify token is not ours.',
  courier_account_missing: 'Connect a courier account first.',
  // --- Cash reconciled: couriers' invoices, own delivery (modules/parcels/cash) --------------
  cash_courier_unreachable:
    'The courier did not answer in time, or answered with a web page instead of data. Nothing was changed: please try again in a few minutes.',
  cash_courier_refused: 'The courier refused the request ("{{message}}"). Nothing was changed.',
  cash_courier_busy:
    'The courier asks us to slow down. Nothing was changed: please try again in a minute.',
  cash_invoice_mismatch:
    'This invoice says {{amount}} IQD but our parcels in it add up to {{ours}} IQD ({{unknown}} parcels we do not know). Look at the difference, then confirm it to mark the invoice received.',
  cash_invoice_not_found: 'This courier invoice does not exist.',
  cash_courier_account_not_found: 'This courier account does not exist.',
  cash_nothing_to_settle:
    'None of these parcels has cash collected by your own driver waiting to be handed in.',
  cash_amount_required:
    'Confirm the amount collected: it must be exactly the cash to collect, {{amount}} IQD.',
  // --- Chat, over HTTP and the socket (modules/chat, realtime) ------------------------------
  seller_gone: 'This seller does not exist or is not selling any more.',
  seller_inactive: 'This seller account is not active.',
  customer_not_writing: 'This customer has not written to you.',
  empty_message: 'An empty message is not sent.',
  message_too_long: 'A message may have at most {{max}} characters.',
  customers_only_chat: 'Only a signed-in customer can write to a seller.',
  sellers_only_chat: 'Only a signed-in seller can answer a customer.',
  message_not_sent: 'The message could not be sent just now. Please try again.',
  chat_too_fast: 'You are sending messages too quickly. Please wait a moment, then send again.',
  socket_failed: 'That could not be done just now.',
  socket_foreign_origin: 'This connection came from another site, so its sign-in was refused.',
  live_unavailable: 'The live connection is briefly unavailable. Please try again in a moment.',
  // --- Parcels and couriers (modules/parcels); `message` is the courier's own words -------
  courier_key_missing:
    'Couriers cannot be connected on this shop yet: its operator must set COURIER_SECRET_KEY first.',
  courier_address_not_https: "The courier's address must start with https://.",
  courier_address_not_allowed: "Only the courier's own address can be used.",
  courier_not_connected:
    'No courier account is connected: connect one in the courier settings first.',
  courier_login_refused:
    'The courier refused this username or password. The courier said: {{message}}',
  courier_refused: 'The courier refused this. The courier said: {{message}}',
  courier_rate_limited:
    'The courier asks us to slow down: please try again in {{seconds}} seconds. Nothing was sent twice.',
  courier_unavailable:
    'The courier is not answering properly right now. Nothing was sent twice: please try again in a few minutes.',
  courier_bad_answer: 'The courier answered something we could not read. Please try again later.',
  courier_package_size_unknown: "This package size is not one of the courier's.",
  courier_city_not_found: 'This courier city does not exist.',
  courier_city_unknown:
    'The courier has no city matched to this governorate yet: ask the admin to match it in the courier cities.',
  address_not_for_courier:
    "This order's address has no governorate, so a courier cannot take it: deliver it yourselves or ask the customer.",
  courier_region_required: "Choose the area from the courier's list.",
  courier_region_unknown: "This area is not in the courier's list for the city.",
  parcel_exists: 'This part is already on its way.',
  handover_in_progress:
    'This part is being handed to the courier right now; wait a moment and reload.',
  parcel_not_own_delivery:
    'Only a parcel you deliver yourselves is moved by hand; the courier moves the others.',
  parcel_move_not_allowed: 'A parcel cannot go from "{{from}}" to "{{to}}".',
  label_unavailable:
    "The courier's label cannot be fetched right now. Please try again in a moment.",
  parcel_has_no_label: 'This parcel has no courier label: it was not handed to a courier.',
  // --- Designed cards (issue 40) ---------------------------------------------------------------
  card_template_not_found: 'This card template was not found.',
  card_template_changed:
    'Someone saved this template after you opened it, so your changes were not saved. Load the saved version, then make your changes again.',
  card_design_not_found: 'This card design was not found.',
  card_file_not_found: 'This file was not found.',
  card_logo_not_picture: 'A logo must be a PNG or JPEG picture.',
  card_background_not_accepted: 'A background must be a PNG or JPEG picture or a one-page PDF.',
  card_file_unreadable:
    'This file could not be read; it may be damaged. Save it again and upload the new file.',
  card_background_pages: 'A background PDF must have one page; this one has {{pages}}.',
  card_template_size_mismatch:
    'This card is designed for {{template}}; the options chosen print {{chosen}}. Choose the matching size.',
  too_many_card_templates:
    'A print house can keep at most {{maximum}} card templates. Remove one first.',
  too_many_card_designs: 'You can keep at most {{maximum}} card designs. Remove one first.',
  card_file_outdated:
    'This print file is no longer your newest one for this card. Check the newest file and approve that one.',
  card_file_ordered:
    'This print file is already ordered, so its approval stays as it was. Make a new file to change it.',
} as const satisfies Record<ApiErrorCode, string | CountedSentence>;

type Template<C extends ApiErrorCode> = (typeof API_ERRORS)[C] extends CountedSentence
  ? (typeof API_ERRORS)[C]['other']
  : (typeof API_ERRORS)[C];
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values an error's sentence fills in: exactly its `{{placeholders}}`. */
export type ApiErrorParamsOf<C extends ApiErrorCode> = {
  [Name in Placeholders<Template<C>>]: string | number;
};
/** `[]` for a sentence without placeholders, `[params]` for one with. */
export type ApiErrorArgs<C extends ApiErrorCode> = [Placeholders<Template<C>>] extends [never]
  ? []
  : [params: ApiErrorParamsOf<C>];
export type ApiErrorParams = Record<string, string | number>;

/** The English sentence of `code` with its `{{placeholders}}` filled from `params`. */
export function apiErrorSentence(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  const entry: string | CountedSentence = API_ERRORS[code];
  const template = typeof entry === 'string' ? entry : params.count === 1 ? entry.one : entry.other;
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
