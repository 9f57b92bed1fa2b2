import { localisedName } from '@chapkhana/shared/languages';
import type { Big } from 'big.js';
import { cartParcelsView, parcelFigures, type ParcelInput } from '@chapkhana/shared/order-figures';
import { type CartItemInput, type CartLine, type CartResponse } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { lineDeposit } from '@chapkhana/shared/deposits';
import { deliveryFeesFor } from '@chapkhana/shared/delivery';
import type {
  AddPrintLineBody,
  CartLinePrintView,
  ChosenOption,
  PrintChoice,
  ProductPrint,
} from '@chapkhana/shared/print';
import {
  artworkSpecFor,
  checkedForSpec,
  discountedUnitPrice,
  fitsInOrder,
  formatPrice,
  lineTotal,
  MAX_ORDER_IQD,
  PrintChoiceError,
  printLinePrice,
  toDecimal,
  type DecimalInput,
  type PrintPrice,
  printWorkingDays,
} from '@chapkhana/shared/pricing';
import {
  MAX_ARTWORK_FILES_PER_LINE,
  MAX_PRINT_LINES_PER_CART,
  MAX_PRINT_QUANTITY,
} from '@chapkhana/shared/print-rules';
import type { Database } from '../../db/client';
import type { CartLineItem, CartLinePrint, OrderedPrint } from '../../db/schema/index';
import {
  badRequest,
  conflict,
  HttpError,
  invalidInput,
  notFound,
  refusal,
  refused,
  type Refusal,
} from '../../lib/http-errors';
import { findProduct, findProductsByIds } from '../catalogue/product-repository';
import { requireRate } from '../currency/service';
import { deliveryTermsOf } from '../delivery/service';
import { artworkView } from '../print/service';
import * as carts from './repository';
import {
  lineRows,
  lineUnits,
  mergeCartItems,
  resolveCartItems,
  rowQuantity,
  stockShortfall,
  withRowQuantity,
  type CartRowRef,
} from './stock';

/** A print line's part of a priced cart line (docs/design.md §13). */
export interface PricedPrint {
  stored: CartLinePrint;
  /** Undefined when the stored choice no longer fits the product (the line's shortfall says why). */
  price: PrintPrice | undefined;
  needsArtwork: boolean;
  /** The line's files that are still the customer's, in the order chosen. */
  artwork: carts.ArtworkRow[];
}

/** A cart line priced against the database as it is now. */
export interface PricedLine {
  lineId: string;
  product: Product;
  items: CartLineItem[];
  units: number;
  unitPrice: Big;
  total: Big;
  /** Why it cannot be bought now; undefined when it can. */
  shortfall: Refusal | undefined;
  /** Set on print lines: made to order, priced by options and tiers, no colour stock. */
  print?: PricedPrint;
}

/**
 * A 409 `order_too_large` unless every amount fits in an order (`MAX_ORDER_IQD`, its columns):
 * checked when a cart line is written or grows, and again at placement, where the rate may have
 * risen since.
 */
export function refuseBeyondOrderLimit(...amounts: Big[]): void {
  if (!fitsInOrder(...amounts)) {
    throw conflict('order_too_large', { max: formatPrice(MAX_ORDER_IQD) });
  }
}

/** The unit price and total of `units` of a product that is not printed to order, at `rate`. */
function priceStockedLine(product: Product, rate: string, units: number) {
  const unitPrice = discountedUnitPrice(product.price, rate, product.discount);
  return { unitPrice, total: lineTotal(unitPrice, units) };
}

/** A print choice that no longer fits (or never did) as a refusal with its figures. */
function choiceRefusal(error: PrintChoiceError): Refusal {
  return { code: error.code, params: error.params };
}

/**
 * A refusal when a file's preflight verdict was made for other artwork than the choice expects
 * now (another product's or size's trim, bleed or sides, or a set-up the seller changed since),
 * or for unknown artwork (a file uploaded before the check was kept): the customer uploads it
 * again for this choice, so the seller never sees a verdict made for another size.
 */
function artworkMisfit(
  setup: Pick<ProductPrint, 'options' | 'artwork'>,
  choice: PrintChoice,
  files: readonly carts.ArtworkRow[],
): Refusal | undefined {
  const spec = artworkSpecFor(setup, choice);
  return files.every((file) => checkedForSpec(file.checkedFor, spec))
    ? undefined
    : refusal('artwork_checked_for_other');
}

/**
 * Prices a print line with the product's set-up, today's rate and its discount: the unit price
 * and total (the per-job fee included) come from `printLinePrice`, never from the client.
 */
function pricePrintLine(
  product: Product,
  stored: CartLinePrint,
  pieces: number,
  rate: string,
  artwork: carts.ArtworkRow[],
): Pick<PricedLine, 'unitPrice' | 'total' | 'shortfall' | 'print'> {
  const setup = product.print;
  const needsArtwork = setup?.artwork?.required ?? false;
  const mine = stored.artworkIds.flatMap((id) => artwork.filter((file) => file.id === id));
  const zero = toDecimal(0);
  if (!setup) {
    // The seller took the print set-up off: the line cannot be bought as it was configured.
    return {
      unitPrice: zero,
      total: zero,
      shortfall: refusal('not_a_print_product'),
      print: { stored, price: undefined, needsArtwork, artwork: mine },
    };
  }
  try {
    const price = printLinePrice({
      print: setup,
      basePrice: product.price,
      discountPercent: product.discount,
      rate,
      quantity: pieces,
      choice: stored.options,
    });
    return {
      unitPrice: price.unitPrice,
      total: price.total,
      // Files checked for other artwork keep the line from being ordered until replaced.
      shortfall: artworkMisfit(setup, stored.options, mine),
      print: { stored, price, needsArtwork, artwork: mine },
    };
  } catch (error) {
    if (!(error instanceof PrintChoiceError)) throw error;
    return {
      unitPrice: zero,
      total: zero,
      shortfall: choiceRefusal(error),
      print: { stored, price: undefined, needsArtwork, artwork: mine },
    };
  }
}

export interface PricedCart {
  lines: PricedLine[];
  rate: string;
  discountPercent: number;
}

/** Prices every line of a customer's cart from the database (never from the client). */
export async function priceCart(db: Database, customerId: string): Promise<PricedCart> {
  const lineRows = await carts.listCartLines(db, customerId);
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const products = await findProductsByIds(db, [
    ...new Set(lineRows.map((line) => line.productId)),
  ]);
  const rate = await requireRate(db);
  const discountPercent = await carts.customerDiscountPercent(db, customerId);
  const byId = new Map(products.map((product) => [product._id, product]));
  const artwork = await carts.ownArtwork(
    db,
    customerId,
    lineRows.flatMap((row) => row.print?.artworkIds ?? []),
  );
  const lines: PricedLine[] = [];
  for (const row of lineRows) {
    // A product whose seller is no longer active is not offered: its line is left out.
    const product = byId.get(row.productId);
    if (!product) continue;
    if (row.print) {
      lines.push({
        lineId: row.id,
        product,
        items: [],
        units: row.quantity,
        ...pricePrintLine(product, row.print, row.quantity, rate, artwork),
      });
      continue;
    }
    const units = lineUnits(row.items);
    lines.push({
      lineId: row.id,
      product,
      items: row.items,
      units,
      ...priceStockedLine(product, rate, units),
      shortfall: product.print
        ? // A line put in before the product became printed to order: it needs its options.
          refusal('print_product_needs_options')
        : units > 0
          ? stockShortfall(product, row.items)
          : refusal('nothing_selected'),
    });
  }
  return { lines, rate, discountPercent };
}

/** The chosen values with both sets of names and their price effects, in the product's order. */
export function chosenOptions(chosen: PrintPrice['chosen']): ChosenOption[] {
  return chosen.map(({ group, value }) => ({
    groupId: group.id,
    group: { enName: group.enName, kuName: group.kuName, arName: group.arName },
    valueId: value.id,
    value: { enName: value.enName, kuName: value.kuName, arName: value.arName },
    effect: { kind: value.effect.kind, amount: value.effect.amount },
  }));
}

function cartLinePrintView(
  print: PricedPrint,
  setup: PricedLine['product']['print'],
): CartLinePrintView {
  return {
    workingDays: setup ? printWorkingDays(setup, print.stored.options) : null,
    choice: print.stored.options,
    options: print.price ? chosenOptions(print.price.chosen) : [],
    tierMinQuantity: print.price?.tier?.minQuantity ?? null,
    jobFee: (print.price?.jobFee ?? toDecimal(0)).toFixed(2),
    needsArtwork: print.needsArtwork,
    artwork: print.artwork.map(artworkView),
    reusesProof: print.stored.reuseProof
      ? { _id: print.stored.reuseProof.proofId, version: print.stored.reuseProof.version }
      : null,
  };
}

function cartLineView(line: PricedLine): CartLine {
  const { product } = line;
  return {
    _id: line.lineId,
    ...(line.shortfall ? { problem: line.shortfall } : {}),
    ...(line.print ? { print: cartLinePrintView(line.print, product.print) } : {}),
    quantity: line.units,
    unitPrice: line.unitPrice.toFixed(2),
    lineTotal: line.total.toFixed(2),
    ...(product.depositPercent ? { deposit: lineDeposit(line.total, product.depositPercent) } : {}),
    productInfo: {
      _id: product._id,
      slug: product.slug,
      enName: product.enName,
      kuName: product.kuName,
      arName: product.arName,
      productCode: product.productCode,
      price: product.price,
      discount: product.discount,
      images: product.images,
      stock: product.stock,
    },
    cartItems: line.items.flatMap((item) => {
      const colour = product.colors.find((c) => c._id === item.colorId);
      if (!colour) return [];
      return [
        {
          _id: colour._id,
          color: localisedName(colour.color, 'en'),
          code: colour.color.code,
          kuName: colour.color.kuName,
          arName: colour.color.arName,
          quantity: item.quantity,
          selected: item.selected,
          colorQuantity: colour.color.colorQuantity,
          properties: item.properties.flatMap((chosen) => {
            const property = colour.properties.find((p) => p._id === chosen.propertyId);
            return property
              ? [
                  {
                    _id: property._id,
                    property: property.property,
                    enName: property.enName,
                    kuName: property.kuName,
                    arName: property.arName,
                    quantity: chosen.quantity,
                    selected: chosen.selected,
                    stock: property.quantity,
                  },
                ]
              : [];
          }),
        },
      ];
    }),
  };
}

/** Each seller's part of the lines that can be bought, in the order the lines come, with its fee. */
export function parcelInputs(
  lines: PricedLine[],
  feeOf: (sellerId: string) => DecimalInput,
): ParcelInput[] {
  const parts = new Map<string, ParcelInput>();
  for (const line of lines.filter((l) => !l.shortfall)) {
    const sellerId = line.product.sellerId;
    const part = parts.get(sellerId) ?? {
      sellerId,
      linesTotal: toDecimal(0),
      shipping: feeOf(sellerId),
    };
    parts.set(sellerId, { ...part, linesTotal: toDecimal(part.linesTotal).plus(line.total) });
  }
  return [...parts.values()];
}

/**
 * The basket's figures and parcels (`parcelFigures`): each seller's part pays its own delivery
 * fee (`feeOf`, from `deliveryFeeFor`) and gets its share of the customer's discount.
 */
export function basketParcels(
  lines: PricedLine[],
  discountPercent: DecimalInput,
  feeOf: (sellerId: string) => DecimalInput,
): ReturnType<typeof parcelFigures> {
  return parcelFigures({ parts: parcelInputs(lines, feeOf), discountPercent });
}

/** The sellers whose lines can be bought now, in the order their first line comes. */
export function buyableSellerIds(lines: readonly PricedLine[]): string[] {
  return [...new Set(lines.filter((l) => !l.shortfall).map((l) => l.product.sellerId))];
}

/**
 * GET get-card-product: lines grouped per seller, out-of-stock lines apart, totals in IQD; each
 * part carries its seller's delivery terms. `shipping_fee` is each part's lowest fee ("from X":
 * no address is chosen in the cart; docs/decisions.md, "Delivery fees by governorate").
 */
export async function cartView(
  db: Database,
  customerId: string,
  configuredDefault: number,
): Promise<CartResponse> {
  const cart = await priceCart(db, customerId);
  const buyable = cart.lines.filter((line) => !line.shortfall);
  const terms = await deliveryTermsOf(db, buyableSellerIds(buyable), configuredDefault);
  const groups = new Map<string, CartResponse['card_products'][number]>();
  let total = toDecimal(0);
  for (const line of buyable) {
    const key = line.product.sellerId;
    const group = groups.get(key) ?? {
      sellerId: key,
      shopName: line.product.shopName,
      shopNameKu: line.product.shopNameKu,
      shopNameAr: line.product.shopNameAr,
      price: '0',
      products: [],
      delivery: terms.get(key),
    };
    group.products.push(cartLineView(line));
    group.price = toDecimal(group.price).plus(line.total).toFixed(2);
    groups.set(key, group);
    total = total.plus(line.total);
  }
  // No address is chosen in the cart: each part at its lowest fee ("from X").
  const fromFees = deliveryFeesFor(
    [...terms].map(([sellerId, sellerTerms]) => ({ sellerId, terms: sellerTerms, pickup: false })),
    null,
  );
  const fromFee = new Map(fromFees.parts.map((part) => [part.sellerId, part.amount]));
  const { order, parcels } = basketParcels(
    buyable,
    cart.discountPercent,
    (sellerId) => fromFee.get(sellerId) ?? 0,
  );
  return {
    card_products: [...groups.values()],
    price: total.toFixed(2),
    card_product_count: cart.lines.length,
    shipping_fee: order.shipping.toFixed(2),
    outOfStockProduct: cart.lines.filter((line) => line.shortfall).map(cartLineView),
    // The badge counts what a customer counts: each stocked unit, and a print job as one item
    // (500 cards are one job, not "99+"; docs/decisions.md, "The cart badge counts print jobs").
    buy_product_item: buyable.reduce((sum, line) => sum + (line.print ? 1 : line.units), 0),
    customerDiscount: cart.discountPercent,
    parcels: cartParcelsView(parcels, [...groups.values()]),
  };
}

/** Adds colours and properties of a product to the cart, merging with what is already there. */
export async function addToCart(
  db: Database,
  input: { customerId: string; productId: string; cartItems: CartItemInput[]; now: Date },
): Promise<void> {
  const product = await findProduct(db, input.productId);
  if (!product) throw notFound('product_not_found');
  // A print product's line is configured through its own route (addPrintLine), not by colours.
  if (product.print) throw conflict('print_product_needs_options');
  const added = resolveCartItems(product, input.cartItems);
  if (lineUnits(added) === 0) throw badRequest('nothing_selected');
  const rate = await requireRate(db);
  await db.transaction(async (tx) => {
    await carts.lockCustomerCart(tx, input.customerId);
    const existing = await carts.findStockedCartLine(tx, input.customerId, input.productId);
    const items = existing ? mergeCartItems(existing.items, added) : added;
    const shortfall = stockShortfall(product, items);
    if (shortfall) throw refused(shortfall);
    refuseBeyondOrderLimit(priceStockedLine(product, rate, lineUnits(items)).total);
    await carts.saveCartLine(tx, {
      customerId: input.customerId,
      productId: input.productId,
      items,
      quantity: lineUnits(items),
      now: input.now,
    });
  });
}

/**
 * Sets one row of the customer's line (a colour × size, or a colour's own units) to a number or
 * by a step, keeping every other row; a row at 0 goes, and a line left empty goes too. More
 * units are checked against stock; fewer never are, so a line over its stock can still shrink.
 */
export async function setCartRow(
  db: Database,
  input: {
    customerId: string;
    lineId: string;
    row: CartRowRef;
    quantity?: number | undefined;
    change?: number | undefined;
    /** The fewest units the row may keep (the spec's −1 never empties a line). */
    floor?: number;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Parallel clicks wait here one after another, so each step counts from the last one's result.
    await carts.lockCustomerCart(tx, input.customerId);
    const line = await carts.findOwnCartLine(tx, input.customerId, input.lineId);
    if (!line) throw notFound('cart_line_not_found');
    if (line.print) throw conflict('print_product_needs_options');
    const current = rowQuantity(line.items, input.row);
    const wanted = input.quantity ?? current + (input.change ?? 0);
    // Checked under the lock: two parallel −1 clicks on a line of 2 must not both pass.
    if (wanted < (input.floor ?? 0)) throw badRequest('quantity_minimum');
    if (wanted > current) {
      const product = await findProduct(tx, line.productId);
      if (!product) throw notFound('product_no_longer_sold');
      const colour = product.colors.find((c) => c._id === input.row.colorId);
      if (colour && input.row.propertyId === null && colour.properties.length > 0) {
        throw badRequest('option_required', { colour: colour.color.enName });
      }
      const grown = withRowQuantity(line.items, input.row, wanted);
      const shortfall = stockShortfall(product, grown);
      if (shortfall) throw refused(shortfall);
      const rate = await requireRate(tx);
      refuseBeyondOrderLimit(priceStockedLine(product, rate, lineUnits(grown)).total);
    }
    const items = withRowQuantity(line.items, input.row, wanted);
    if (lineUnits(items) === 0) await carts.deleteCartLines(tx, input.customerId, [line.id]);
    else await carts.updateCartLineItems(tx, line.id, items, lineUnits(items), input.now);
  });
}

/**
 * The spec's +1 / −1 on a whole line. They act only on a line of one row, and then on that
 * row: on a line of several colours or sizes there is no telling which one the customer meant
 * (the old guess put bare units without a size into orders), so they answer 409 and the cart
 * changes rows one by one (setCartRow). A line never drops below one unit here.
 */
export async function stepCartLine(
  db: Database,
  input: { customerId: string; lineId: string; step: 1 | -1; now: Date },
): Promise<void> {
  const line = await carts.findOwnCartLine(db, input.customerId, input.lineId);
  if (!line) throw notFound('cart_line_not_found');
  // Pieces of a print line are set with its options (their price depends on the tier).
  if (line.print) throw conflict('print_product_needs_options');
  const [row, ...others] = lineRows(line.items);
  if (!row || others.length > 0) throw conflict('line_has_several_rows');
  try {
    await setCartRow(db, { ...input, row, change: input.step, floor: 1 });
  } catch (error) {
    // Kept as the spec's route has always answered at the stock.
    if (error instanceof HttpError && error.code.startsWith('only_') && input.step === 1) {
      throw conflict('no_more_stock');
    }
    throw error;
  }
}

export async function removeCartLine(
  db: Database,
  customerId: string,
  lineId: string,
): Promise<void> {
  if ((await carts.deleteCartLines(db, customerId, [lineId])) === 0)
    throw notFound('cart_line_not_found');
}

// --- Print lines (docs/design.md §13) ----------------------------------------------------------------------

/** Whether two print choices pick the same value in every group. */
function sameChoice(a: PrintChoice, b: PrintChoice): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A print line's pieces and choice checked as the cart would price them (400 / 409 with a code). */
function refuseUnpriceable(
  product: Product & { print: ProductPrint },
  rate: string,
  body: {
    options: PrintChoice;
    quantity: number;
  },
): void {
  try {
    const price = printLinePrice({
      print: product.print,
      basePrice: product.price,
      discountPercent: product.discount,
      rate,
      quantity: body.quantity,
      choice: body.options,
    });
    refuseBeyondOrderLimit(price.total);
  } catch (error) {
    if (error instanceof PrintChoiceError) throw new HttpError(400, error.code, error.params);
    throw error;
  }
}

/**
 * POST /home/print/cart: checks the product is offered and printed to order, prices the choice
 * (a choice that does not fit answers 400 with its code), checks every file is the customer's
 * own and was checked for the artwork this choice expects (else 409 `artwork_checked_for_other`:
 * a verdict made for another size is never shown for this one), and puts the line in the cart.
 * A line is its product, choice and files: `lineId` replaces that line (the cart's Edit); a
 * choice without files adds its pieces to a line of the same choice without files; anything
 * else is a new line (cards for two employees, flyers in two designs), at most
 * MAX_PRINT_LINES_PER_CART. Artwork is not required here: an ordered line may get its files later.
 */
export async function addPrintLine(
  db: Database,
  input: {
    customerId: string;
    body: AddPrintLineBody;
    now: Date;
    /** A reorder's approved proof, kept on the new line (never from the client's body). */
    reuseProof?: CartLinePrint['reuseProof'];
  },
): Promise<void> {
  const { customerId, body } = input;
  const product = await findProduct(db, body.productId);
  if (!product) throw notFound('product_not_found');
  const { print } = product;
  if (!print) throw conflict('not_a_print_product');
  const printed = { ...product, print };
  const artworkIds = [...new Set(body.artworkIds ?? [])];
  const options: PrintChoice = { ...body.options };
  const rate = await requireRate(db);
  // Priced now only to refuse a choice, quantity or total that does not fit; the cart reprices it.
  refuseUnpriceable(printed, rate, { options, quantity: body.quantity });
  await db.transaction(async (tx) => {
    await carts.lockCustomerCart(tx, customerId);
    const own = await carts.ownArtwork(tx, customerId, artworkIds);
    if (own.length !== artworkIds.length) throw notFound('artwork_not_found');
    // Several people's cards from the designer may fill a line; uploads stay at four.
    if (own.filter((file) => !file.madeInDesigner).length > MAX_ARTWORK_FILES_PER_LINE) {
      throw invalidInput('Too many uploaded files for one line.', ['artworkIds'], {
        artworkIds: {
          code: 'too_many',
          params: { maximum: MAX_ARTWORK_FILES_PER_LINE, items: 'files' },
        },
      });
    }
    const misfit = artworkMisfit(print, options, own);
    if (misfit) throw refused(misfit);
    const stored: CartLinePrint = {
      options,
      artworkIds,
      ...(input.reuseProof ? { reuseProof: input.reuseProof } : {}),
    };
    if (body.lineId) {
      const line = await carts.findOwnCartLine(tx, customerId, body.lineId);
      // Someone else's line, a stocked line or another product's looks like no line.
      if (!line?.print || line.productId !== product._id) throw notFound('cart_line_not_found');
      await carts.updatePrintLine(tx, line.id, {
        print: stored,
        quantity: body.quantity,
        now: input.now,
      });
      return;
    }
    if (artworkIds.length === 0) {
      const lines = await carts.listPrintLinesOf(tx, customerId, product._id);
      const same = lines.find(
        (line) =>
          line.print &&
          line.print.artworkIds.length === 0 &&
          sameChoice(line.print.options, options),
      );
      const quantity = (same?.quantity ?? 0) + body.quantity;
      // Pieces beyond one line's most go in a line of their own.
      if (same && quantity <= MAX_PRINT_QUANTITY) {
        refuseUnpriceable(printed, rate, { options, quantity });
        await carts.updatePrintLine(tx, same.id, { print: stored, quantity, now: input.now });
        return;
      }
    }
    if ((await carts.countPrintLines(tx, customerId)) >= MAX_PRINT_LINES_PER_CART) {
      throw conflict('print_lines_too_many', { max: MAX_PRINT_LINES_PER_CART });
    }
    await carts.insertPrintLine(tx, {
      customerId,
      productId: product._id,
      print: stored,
      quantity: body.quantity,
      now: input.now,
    });
  });
}

/**
 * POST /home/print/lines/:lineId/reorder: the customer's ordered print line again, with the same
 * options, pieces and files (those still theirs), priced at today's rate and tiers by the cart.
 * Files checked for artwork the product no longer expects for that choice (its seller changed
 * the size since) answer 409 `artwork_checked_for_other`, as adding the line would.
 */
export async function reorderPrintLine(
  db: Database,
  input: { customerId: string; orderLineId: string; proof: 'reuse' | 'new'; now: Date },
): Promise<void> {
  const line = await carts.findOwnPrintOrderLine(db, input.customerId, input.orderLineId);
  if (!line) throw notFound('print_line_not_found');
  if (!line.productId) throw notFound('product_no_longer_sold');
  const own = await carts.ownArtwork(db, input.customerId, line.artworkIds);
  let reuseProof: CartLinePrint['reuseProof'];
  if (input.proof === 'reuse') {
    // The line's own approved proof, or the one it reused in turn.
    const approved = await carts.approvedProofOfLine(db, line.id);
    const proof = approved
      ? { proofId: approved.id, version: approved.version }
      : line.print.reusedProof && {
          proofId: line.print.reusedProof.proofId,
          version: line.print.reusedProof.version,
        };
    // The same files, all still the customer's: a proof says nothing of other artwork.
    if (!proof || line.artworkIds.length === 0 || own.length !== line.artworkIds.length) {
      throw conflict('proof_reuse_unavailable');
    }
    reuseProof = proof;
  }
  await addPrintLine(db, {
    customerId: input.customerId,
    body: {
      productId: line.productId,
      options: line.print.choice,
      quantity: line.quantity,
      artworkIds: line.artworkIds.filter((id) => own.some((file) => file.id === id)),
    },
    now: input.now,
    reuseProof,
  });
}

/**
 * The approved proof a cart line ordered now may take instead of a new one: the proof is still
 * approved, and its job was this customer's, of this product, with this choice and exactly these
 * files (checked again at ordering, under the cart's lock). Undefined otherwise: the job then
 * asks for a new proof, as any other.
 */
export async function reusableProof(
  db: Database,
  input: { customerId: string; productId: string; stored: CartLinePrint },
): Promise<OrderedPrint['reusedProof']> {
  const wanted = input.stored.reuseProof;
  if (!wanted) return undefined;
  const found = await carts.findProofForReuse(db, wanted.proofId);
  if (
    !found ||
    found.proof.status !== 'approved' ||
    found.customerId !== input.customerId ||
    found.productId !== input.productId ||
    !sameChoice(found.print.choice, input.stored.options) ||
    !sameFiles(found.artworkIds, input.stored.artworkIds)
  ) {
    return undefined;
  }
  return {
    proofId: found.proof.id,
    version: found.proof.version,
    fileName: found.proof.fileName,
    orderId: found.orderId,
    orderLineId: found.proof.orderLineId,
    decidedAt: found.proof.decidedAt?.toISOString() ?? null,
  };
}

const sameFiles = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && a.length === b.length && a.every((id) => b.includes(id));
