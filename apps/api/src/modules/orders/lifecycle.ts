/**
 * The order lifecycle, once: every move of an order or of a seller's part, who may make it, from
 * which order status, part statuses and payment, and what it does to stock and payment. Every
 * caller (customer, seller, admin, and the system: FIB callback, status polling, sweeper) goes
 * through `transition`, which locks the order, checks the table and applies the move.
 */
import Big from 'big.js';
import { partCashToCollect } from '@chapkhana/shared/order-figures';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { CashCollector, DeliveryStatus, PaymentMethod } from '@chapkhana/shared/orders';
import type { ProofState } from '@chapkhana/shared/print';
import {
  isProductionStage,
  jobStage,
  type JobStage,
  type ProductionStage,
} from '@chapkhana/shared/production';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { refusal, refused, type Refusal } from '../../lib/http-errors';
import { insertAuditEvent, type AuditActor } from '../audit/repository';
import { lockPartJobs, setJobStage, setPartCashCollected } from './part-repository';
import * as ordersRepo from './repository';
import { returnStock } from './stock-ledger';

export type Actor = 'customer' | 'seller' | 'admin' | 'system';
export type Progress = Exclude<DeliveryStatus, 'cancelled'>;
export type { PaymentMethod };
/** The methods paid online: FIB's code or a provider's page. */
export type OnlineMethod = Exclude<PaymentMethod, 'cod'>;

export type Action =
  /** `reason`: the admin's, shown to the customer (the contract requires it of the admin). */
  | { kind: 'cancel'; reason?: string }
  /** The admin moves the whole order (and every part behind it) forward. */
  | { kind: 'advance-order'; to: Progress; reason?: string }
  /** The admin records the cash of a cash-on-delivery order as collected: it is then paid. */
  | { kind: 'collect-cash' }
  /**
   * One part's cash was collected, for exactly its amount (issue 36): by its courier (the
   * system, on the courier's report), its seller or the admin. The order is paid once every
   * part that is not cancelled has its cash collected.
   */
  | {
      kind: 'collect-part-cash';
      partId: string;
      amount: string;
      by: CashCollector;
      actorId?: string;
    }
  /**
   * A seller moves its own part forward, or the system does when the part's courier reports it
   * delivered; the order then stands at its least advanced part.
   */
  | { kind: 'advance-part'; partId: string; to: Progress }
  /**
   * The courier cancelled the part's parcel: the part is ready again ('preparing'), to be handed
   * over again or delivered by hand (modules/parcels/tracking.ts).
   */
  | { kind: 'hand-back-part'; partId: string }
  /**
   * The customer chooses how to pay; an online choice names the payment the customer is shown
   * (an FIB code, or the provider's page they are sent to) and when it stops being payable.
   */
  | {
      kind: 'choose-payment';
      method: PaymentMethod;
      payment?: { id: string; validUntil: Date };
    }
  /**
   * The provider (FIB's status, or a page provider's) said one of the order's payments was paid.
   * `covers`: the payment was the advance alone (`amountToPay`), the rest is then cash on
   * delivery; or all of the order.
   */
  /**
   * A print house moves one job line of its part on the production board (issue 39) between the
   * production stages: `from` is the stage its mover saw (a job moved since is refused
   * `job_stage_changed`, so two people moving one job end in one state). The first job of a
   * pending part to go to printing takes the part into production ('preparing').
   */
  | { kind: 'move-job'; partId: string; lineId: string; from: JobStage; to: JobStage }
  | {
      kind: 'mark-paid';
      paidAt: Date;
      method: OnlineMethod;
      paymentId: string;
      covers: 'deposit' | 'all';
    };

/** One seller's part as the rules see it. */
export interface PartFacts {
  id: string;
  /** Whose part it is (the history names the print house a part's move concerns). */
  sellerId?: string;
  status: DeliveryStatus;
  /** Every print line of the part that needs artwork has an approved proof (docs/design.md §13). */
  proofsApproved: boolean;
  /** The part's own amount (its parcel, issue 36), exact IQD. */
  amount: string;
  /** Its cash was recorded as collected. */
  cashCollected: boolean;
  /** Its advance (issue 38), whole dinars: paid online, never in cash. */
  deposit: number;
}

/** A print line of the part a `move-job` moves, as the rules see it (locked with the order). */
export interface JobFacts {
  id: string;
  proofState: ProofState;
  needsArtwork: boolean;
  productionStage: ProductionStage | null;
}

/** What the rules look at. */
export interface OrderFacts {
  status: DeliveryStatus;
  parts: PartFacts[];
  payment: 'unpaid' | 'paid';
  method: PaymentMethod | null;
  /** The advance due online before production, and whether it was paid. */
  deposit: { amount: number; paid: boolean };
  /** The print lines of the part a `move-job` names (absent for other moves). */
  jobs?: JobFacts[];
}

const STEPS: readonly Progress[] = ['pending', 'preparing', 'on way', 'delivered'];
const progressOf = (status: DeliveryStatus): number => STEPS.indexOf(status as Progress);
const isFinal = (status: DeliveryStatus) => status === 'delivered' || status === 'cancelled';

/** The order's status from its parts': the least advanced (parts are only cancelled together). */
export function leastAdvanced(statuses: DeliveryStatus[]): DeliveryStatus {
  const moving = statuses.filter((s): s is Progress => s !== 'cancelled');
  if (moving.length === 0) return 'cancelled';
  return moving.reduce((least, s) => (progressOf(s) < progressOf(least) ? s : least));
}

const targetOf = (action: Action) =>
  action.kind === 'advance-order' || action.kind === 'advance-part' ? action.to : undefined;
const partOf = (facts: OrderFacts, action: Action) =>
  'partId' in action ? facts.parts.find((p) => p.id === action.partId) : undefined;

/** One condition of a move: when it does not hold, the move is refused with `refusal` (409). */
interface Condition {
  holds: (facts: OrderFacts, action: Action) => boolean;
  refusal: (facts: OrderFacts, action: Action) => Refusal;
}
const condition = (holds: Condition['holds'], why: Refusal | Condition['refusal']): Condition => ({
  holds,
  refusal: typeof why === 'function' ? why : () => why,
});

const notCancelled = condition((f) => f.status !== 'cancelled', refusal('order_cancelled'));
const notFinal = condition(
  (f) => !isFinal(f.status),
  (f) => refusal(f.status === 'delivered' ? 'order_delivered_final' : 'order_cancelled_final'),
);
const unpaid = condition((f) => f.payment === 'unpaid', refusal('order_paid'));
const unpaidForAdmin = condition((f) => f.payment === 'unpaid', refusal('order_paid_refund_first'));
const cashOnDelivery = condition((f) => f.method === 'cod', refusal('order_not_cash_on_delivery'));
const nothingStarted = condition(
  (f) => f.status === 'pending' && f.parts.every((p) => p.status === 'pending'),
  refusal('order_work_started'),
);
const nothingDelivered = condition(
  (f) => f.parts.every((p) => p.status !== 'delivered'),
  refusal('order_partly_delivered'),
);
const orderMovesForward = condition(
  (f, a) => progressOf(targetOf(a) ?? 'pending') > progressOf(f.status),
  (f, a) => refusal('order_cannot_go_back', { from: f.status, to: targetOf(a) ?? '' }),
);
const partNotDelivered = condition(
  (f, a) => partOf(f, a)?.status !== 'delivered',
  refusal('order_part_delivered'),
);
const partMovesForward = condition(
  (f, a) => progressOf(targetOf(a) ?? 'pending') > progressOf(partOf(f, a)?.status ?? 'pending'),
  (f, a) =>
    refusal('order_cannot_go_back', {
      from: partOf(f, a)?.status ?? '',
      to: targetOf(a) ?? '',
    }),
);
// A print part goes into production only once the customer approved every proof of it: the
// admin's move of the whole order drags every part behind it along, so each of those counts.
const partsMovedBy = (f: OrderFacts, a: Action): PartFacts[] => {
  const to = progressOf(targetOf(a) ?? 'pending');
  if (a.kind === 'advance-part') return [partOf(f, a)].filter((p): p is PartFacts => !!p);
  return f.parts.filter((p) => p.status !== 'cancelled' && progressOf(p.status) < to);
};
const proofsApproved = condition(
  (f, a) =>
    progressOf(targetOf(a) ?? 'pending') < progressOf('preparing') ||
    partsMovedBy(f, a).every((p) => p.proofsApproved),
  refusal('proofs_not_approved'),
);
// Likewise a part asking an advance (issue 38) goes into production only once it was paid online.
const depositPaid = condition(
  (f, a) =>
    progressOf(targetOf(a) ?? 'pending') < progressOf('preparing') ||
    f.deposit.paid ||
    partsMovedBy(f, a).every((p) => p.deposit === 0),
  refusal('deposit_not_paid'),
);
// An order asking an advance is paid online for it, once: never all in cash, never twice.
const depositPayable = condition(
  (f, a) =>
    f.deposit.amount === 0 ||
    (!f.deposit.paid && !(a.kind === 'choose-payment' && a.method === 'cod')),
  (f) => refusal(f.deposit.paid ? 'deposit_already_paid' : 'deposit_online_only'),
);
const depositUnpaidOrAll = condition(
  (f, a) => !f.deposit.paid || (a.kind === 'mark-paid' && a.covers === 'all'),
  refusal('deposit_already_paid'),
);
const partNotCancelled = condition(
  (f, a) => partOf(f, a)?.status !== 'cancelled',
  refusal('order_part_cancelled'),
);
// A seller confirms cash its courier handed over: the parcel must have left the print house.
const partSent = condition(
  (f, a) => progressOf(partOf(f, a)?.status ?? 'pending') >= progressOf('on way'),
  refusal('order_part_not_sent'),
);
const amountOf = (a: Action) => (a.kind === 'collect-part-cash' ? a.amount : '');
/** What the part's courier collects now: `partCashToCollect`, the parcels' and screens' figure. */
const cashDueOf = (f: OrderFacts, part: PartFacts | undefined): string =>
  part
    ? partCashToCollect(
        { payment_method: f.method, payment_status: f.payment, deposit_paid: f.deposit.paid },
        {
          amount: part.amount,
          deposit: part.deposit,
          delivery_status: part.status,
          cash_collected_at: part.cashCollected ? true : null,
        },
      ).toFixed(2)
    : '';
const sameAmount = (one: string, other: string) => {
  try {
    return new Big(one).eq(new Big(other));
  } catch {
    return false;
  }
};
const partAmountCollected = condition(
  (f, a) => sameAmount(amountOf(a), cashDueOf(f, partOf(f, a))),
  (f, a) =>
    refusal('cash_amount_differs', { amount: formatDinar(cashDueOf(f, partOf(f, a)) || 0) }),
);
const partCashAlreadyCollected = (f: OrderFacts, a: Action) =>
  !!partOf(f, a)?.cashCollected || (f.method === 'cod' && f.payment === 'paid');
const collectingPartCash = (extra: Condition[]): Rule => ({
  when: [notCancelled, cashOnDelivery, unpaid, partNotCancelled, ...extra, partAmountCollected],
  already: partCashAlreadyCollected,
  stock: 'keep',
  payment: 'collect-part',
});

// Work starts on an order that is paid or will be paid on delivery.
const paidOrCashOnDelivery = condition(
  (f) => f.payment === 'paid' || f.method === 'cod',
  (f) =>
    f.method === 'fib'
      ? refusal('order_awaits_fib')
      : f.method
        ? refusal('order_awaits_payment')
        : refusal('order_payment_not_chosen'),
);

// --- Moves on the production board (issue 39) --------------------------------------------------
const jobOf = (f: OrderFacts, a: Action) =>
  a.kind === 'move-job' ? f.jobs?.find((j) => j.id === a.lineId) : undefined;
/** Where the moved job stands now, as the board shows it. */
const stageNow = (f: OrderFacts, a: Action): JobStage | undefined => {
  const job = jobOf(f, a);
  const part = partOf(f, a);
  return job && part
    ? jobStage({
        proofState: job.proofState,
        productionStage: job.productionStage,
        partStatus: part.status,
      })
    : undefined;
};
const jobTarget = (a: Action) => (a.kind === 'move-job' ? a.to : undefined);
/** The move takes the job into production (it was not in a production stage before). */
const entering = (f: OrderFacts, a: Action) => {
  const now = stageNow(f, a);
  return now !== undefined && !isProductionStage(now);
};
const jobFound = condition((f, a) => jobOf(f, a) !== undefined, refusal('print_line_not_found'));
// The mover saw it at `from`: anything else means someone moved it meanwhile.
const jobStillWhereSeen = condition(
  (f, a) => a.kind === 'move-job' && stageNow(f, a) === a.from,
  (f, a) => ({ code: 'job_stage_changed', params: { stage: stageNow(f, a) ?? '' } }),
);
const jobNotHandedOver = condition(
  (f, a) => stageNow(f, a) !== 'handed_over',
  refusal('job_handed_over'),
);
// Artwork, proofs and answers move a job before production; the courier's hand-over after it.
const jobTargetMovable = condition(
  (_f, a) => isProductionStage(jobTarget(a) ?? ''),
  refusal('job_stage_by_hand'),
);
const jobPrintsFirst = condition(
  (f, a) => !entering(f, a) || jobTarget(a) === 'printing',
  refusal('job_printing_first'),
);
const jobApproved = condition((f, a) => {
  const state = jobOf(f, a)?.proofState;
  return !entering(f, a) || state === 'approved' || state === 'not_needed';
}, refusal('job_not_approved'));
/** A condition that only holds back a move taking a still pending part into production. */
const whenStartingPart = (inner: Condition): Condition =>
  condition(
    (f, a) => !entering(f, a) || partOf(f, a)?.status !== 'pending' || inner.holds(f, a),
    inner.refusal,
  );
// The part goes into production with it: every proof of the part approved (docs/design.md §13).
const partJobsApproved = whenStartingPart(
  condition(
    (f) => (f.jobs ?? []).every((j) => !j.needsArtwork || j.proofState === 'approved'),
    refusal('proofs_not_approved'),
  ),
);
const partDepositPaid = whenStartingPart(
  condition((f, a) => f.deposit.paid || partOf(f, a)?.deposit === 0, refusal('deposit_not_paid')),
);

/** What a move does beyond setting statuses. */
interface Rule {
  /** Conditions checked in order; the first that fails is the answer. */
  when: readonly Condition[];
  /** Answer "done" without changing anything (the order is already there). */
  already?: (facts: OrderFacts, action: Action) => boolean;
  /** A cancel puts every line's units back on sale, exactly once (the order row is locked). */
  stock: 'return' | 'keep';
  /**
   * `mark-paid`: the order is paid from now (FIB said so, or the admin recorded the cash as
   * collected). Delivering never pays a cash order by itself: collecting is its own step.
   * `collect-part`: one part's cash is recorded; the order is paid once no part is left to collect.
   */
  payment: 'keep' | 'choose-method' | 'mark-paid' | 'collect-part';
}

const orderAlreadyThere = (f: OrderFacts, a: Action) =>
  f.status === (a.kind === 'cancel' ? 'cancelled' : targetOf(a));

const cancelling = (when: Condition[], already?: Rule['already']): Rule => ({
  when,
  ...(already ? { already } : {}),
  stock: 'return',
  payment: 'keep',
});

/**
 * THE table: action → actor → rule. A pair that is not here is not allowed. FIB payments are
 * asked about (and cancelled at FIB) by the payments module before a cancel or a change of
 * method reaches this table; the table then decides on the order as it stands.
 */
export const TRANSITIONS: {
  [K in Action['kind']]: Partial<Record<Actor, Rule>>;
} = {
  cancel: {
    customer: cancelling([notCancelled, unpaid, nothingStarted]),
    admin: cancelling([notFinal, unpaidForAdmin, nothingDelivered], orderAlreadyThere),
    system: cancelling([notCancelled, unpaid, nothingStarted]),
  },
  'advance-order': {
    admin: {
      when: [notFinal, orderMovesForward, depositPaid, paidOrCashOnDelivery, proofsApproved],
      already: orderAlreadyThere,
      stock: 'keep',
      payment: 'keep',
    },
  },
  'advance-part': {
    seller: {
      when: [
        notCancelled,
        partNotDelivered,
        partMovesForward,
        depositPaid,
        paidOrCashOnDelivery,
        proofsApproved,
      ],
      already: (f, a) => partOf(f, a)?.status === targetOf(a),
      stock: 'keep',
      payment: 'keep',
    },
    // The courier reports the part delivered: a fact, whatever the part's status said. Its cash
    // is recorded by the parcels module; delivering alone never pays a cash order.
    system: {
      when: [notCancelled, partNotDelivered],
      already: (f, a) => partOf(f, a)?.status === targetOf(a),
      stock: 'keep',
      payment: 'keep',
    },
  },
  'hand-back-part': {
    system: {
      when: [notCancelled, partNotDelivered],
      // Only a part on its way goes back; one not yet handed over is already ready.
      already: (f, a) => partOf(f, a)?.status !== 'on way',
      stock: 'keep',
      payment: 'keep',
    },
  },
  'move-job': {
    seller: {
      when: [
        notCancelled,
        jobFound,
        jobStillWhereSeen,
        jobNotHandedOver,
        jobTargetMovable,
        jobPrintsFirst,
        jobApproved,
        partJobsApproved,
        partDepositPaid,
        whenStartingPart(paidOrCashOnDelivery),
      ],
      stock: 'keep',
      payment: 'keep',
    },
  },
  'choose-payment': {
    customer: {
      when: [notCancelled, unpaid, nothingStarted, depositPayable],
      stock: 'keep',
      payment: 'choose-method',
    },
  },
  'mark-paid': {
    system: {
      when: [notCancelled, unpaid, depositUnpaidOrAll],
      stock: 'keep',
      payment: 'mark-paid',
    },
  },
  'collect-cash': {
    admin: {
      when: [notCancelled, cashOnDelivery, unpaid],
      already: (f) => f.method === 'cod' && f.payment === 'paid',
      stock: 'keep',
      payment: 'mark-paid',
    },
  },
  'collect-part-cash': {
    seller: collectingPartCash([partSent]),
    admin: collectingPartCash([]),
    // The courier reported the parcel delivered and its cash collected.
    system: collectingPartCash([]),
  },
};

export type Decision =
  { outcome: 'allowed' | 'already' } | { outcome: 'refused'; refusal: Refusal };

/** The table's answer for `actor` doing `action` to an order in `facts` (no side effects). */
export function decide(facts: OrderFacts, actor: Actor, action: Action): Decision {
  const rule = TRANSITIONS[action.kind][actor];
  if (!rule) return { outcome: 'refused', refusal: refusal('not_allowed') };
  if ('partId' in action && !partOf(facts, action)) {
    return { outcome: 'refused', refusal: refusal('order_part_not_found') };
  }
  if (rule.already?.(facts, action)) return { outcome: 'already' };
  const failed = rule.when.find((c) => !c.holds(facts, action));
  return failed
    ? { outcome: 'refused', refusal: failed.refusal(facts, action) }
    : { outcome: 'allowed' };
}

export interface TransitionResult {
  /** The order as it was before the move (locked). */
  order: ordersRepo.OrderRow;
  outcome: Decision['outcome'];
  /** Why it was refused, when it was. */
  refusal?: Refusal;
  /** What the customer's open pages are told, when the order's status or payment changed. */
  update?: OrderStatusUpdate;
}

const factsOf = (
  order: ordersRepo.OrderRow,
  parts: PartFacts[],
  jobs?: JobFacts[],
): OrderFacts => ({
  status: order.deliveryStatus,
  parts,
  payment: order.paymentStatus,
  method: order.paymentMethod,
  deposit: { amount: order.depositIqd, paid: order.depositPaidAt !== null },
  ...(jobs ? { jobs } : {}),
});

/**
 * A move to make: by whom (`actor`, the table's column) and, for a person, which account
 * (`actorId`: the staff member or admin; a customer is the order's own), for the order's history.
 */
export interface TransitionInput {
  orderId: string;
  actor: Actor;
  action: Action;
  now: Date;
  actorId?: string | undefined;
}

/** What the history keeps of a move that was made (modules/audit). */
async function recordMove(
  tx: Database,
  input: TransitionInput,
  order: ordersRepo.OrderRow,
  parts: PartFacts[],
): Promise<void> {
  const { action } = input;
  const actorId =
    input.actorId ?? (action.kind === 'collect-part-cash' ? action.actorId : undefined);
  const actor: AuditActor =
    input.actor === 'customer'
      ? { kind: 'customer', id: order.customerId }
      : input.actor === 'system'
        ? { kind: 'system' }
        : { kind: input.actor === 'seller' ? 'staff' : 'admin', id: actorId };
  const part = 'partId' in action ? parts.find((p) => p.id === action.partId) : undefined;
  const details: Record<string, string> = {};
  if ('to' in action) details.to = action.to;
  if ('reason' in action && action.reason) details.reason = action.reason;
  if ('amount' in action) details.amount = action.amount;
  if ('method' in action) details.method = action.method;
  if (action.kind === 'mark-paid') details.covers = action.covers;
  if (part) details.part = part.id;
  await insertAuditEvent(tx, {
    actor,
    subject: 'order',
    subjectId: order.id,
    orderId: order.id,
    sellerId: part?.sellerId ?? null,
    action: `order.${action.kind}`,
    details,
    at: input.now,
  });
}

/** The table's answer for the order as it stands now, without locking it (an early refusal). */
export async function check(db: Database, orderId: string, actor: Actor, action: Action) {
  const order = await ordersRepo.findOrder(db, orderId);
  if (!order) return undefined;
  const facts = factsOf(order, await ordersRepo.partsOf(db, orderId));
  return { order, decision: decide(facts, actor, action) };
}

/**
 * Makes the move inside `tx`: locks the order, decides on its facts and applies the rule. A
 * refused move changes nothing and says why; use `transition` to answer it as a 409.
 */
export async function applyTransition(
  tx: Database,
  input: TransitionInput,
): Promise<TransitionResult> {
  const { action, now } = input;
  const order = await ordersRepo.lockOrder(tx, input.orderId);
  // A job's lines are locked too: artwork and proof answers lock only their line (print module).
  const jobs =
    action.kind === 'move-job' ? await lockPartJobs(tx, order.id, action.partId) : undefined;
  const parts = await ordersRepo.partsOf(tx, order.id);
  const decision = decide(factsOf(order, parts, jobs), input.actor, action);
  const rule = TRANSITIONS[action.kind][input.actor];
  if (decision.outcome !== 'allowed' || !rule) return { order, ...decision };
  let status = order.deliveryStatus;
  if (action.kind === 'cancel') {
    status = 'cancelled';
    await ordersRepo.setPartStatuses(
      tx,
      parts.map((p) => p.id),
      'cancelled',
      now,
    );
  } else if (action.kind === 'advance-order') {
    status = action.to;
    const behind = parts.filter(
      (p) => p.status !== 'cancelled' && progressOf(p.status) < progressOf(action.to),
    );
    await ordersRepo.setPartStatuses(
      tx,
      behind.map((p) => p.id),
      action.to,
      now,
    );
  } else if (action.kind === 'advance-part') {
    await ordersRepo.setPartStatuses(tx, [action.partId], action.to, now);
    status = leastAdvanced(parts.map((p) => (p.id === action.partId ? action.to : p.status)));
  } else if (action.kind === 'move-job') {
    const part = parts.find((p) => p.id === action.partId);
    await setJobStage(tx, action.lineId, action.to as ProductionStage, now);
    // The first job to go to printing takes its part into production.
    if (part?.status === 'pending') {
      await ordersRepo.setPartStatuses(tx, [part.id], 'preparing', now);
      status = leastAdvanced(
        parts.map((p) => (p.id === part.id ? ('preparing' as const) : p.status)),
      );
    }
  } else if (action.kind === 'hand-back-part') {
    await ordersRepo.setPartStatuses(tx, [action.partId], 'preparing', now);
    status = leastAdvanced(
      parts.map((p) => (p.id === action.partId ? ('preparing' as const) : p.status)),
    );
  }
  // Cash: one part's, or every part still out when the admin records the whole order's.
  const collecting =
    action.kind === 'collect-part-cash'
      ? parts.filter((p) => p.id === action.partId)
      : action.kind === 'collect-cash'
        ? parts.filter((p) => p.status !== 'cancelled' && !p.cashCollected)
        : [];
  if (collecting.length > 0) {
    const by = action.kind === 'collect-part-cash' ? action.by : 'admin';
    const facts = factsOf(order, parts);
    const amounts = new Map(collecting.map((p) => [p.id, cashDueOf(facts, p)]));
    await setPartCashCollected(tx, [...amounts.keys()], {
      at: now,
      by,
      byId: action.kind === 'collect-part-cash' ? (action.actorId ?? null) : null,
      amountOf: (id) => amounts.get(id) ?? '0',
    });
  }
  if (rule.stock === 'return') {
    for (const line of await ordersRepo.linesOf(tx, order.id)) {
      await returnStock(tx, line.productId, line.items);
    }
  }
  // The advance alone paid online: the rest is cash on delivery, collected per part as ever.
  const depositOnly = action.kind === 'mark-paid' && action.covers === 'deposit';
  const paid =
    (rule.payment === 'mark-paid' && !depositOnly) ||
    (rule.payment === 'collect-part' &&
      parts.every(
        (p) => p.status === 'cancelled' || p.cashCollected || collecting.some((c) => c.id === p.id),
      ));
  // The admin's reason goes with the status it explains; a later move without one clears it.
  const setsReason =
    input.actor === 'admin' && (action.kind === 'cancel' || action.kind === 'advance-order');
  await ordersRepo.updateOrder(tx, order.id, {
    deliveryStatus: status,
    updatedAt: now,
    ...(setsReason ? { statusReason: action.reason ?? null } : {}),
    ...(paid ? { paymentStatus: 'paid' as const, paidAt: now, paymentExpiresAt: null } : {}),
    ...(status === 'cancelled' ? { paymentExpiresAt: null } : {}),
    ...(action.kind === 'mark-paid' && depositOnly
      ? { depositPaidAt: action.paidAt, paymentMethod: 'cod' as const, paymentExpiresAt: null }
      : {}),
    ...(action.kind === 'mark-paid' && !depositOnly
      ? {
          paidAt: action.paidAt,
          paymentMethod: action.method,
          ...(order.depositIqd > 0 ? { depositPaidAt: action.paidAt } : {}),
          ...(action.method === 'fib' ? { fibPaymentId: action.paymentId } : {}),
        }
      : {}),
    ...(action.kind === 'choose-payment'
      ? {
          paymentMethod: action.method,
          // Cash on delivery holds its stock until delivery; an online payment until it runs out.
          paymentExpiresAt: action.payment?.validUntil ?? null,
          ...(action.method === 'fib' && action.payment ? { fibPaymentId: action.payment.id } : {}),
        }
      : {}),
  });
  await recordMove(tx, input, order, parts);
  const changed = status !== order.deliveryStatus || paid || depositOnly;
  return {
    order,
    outcome: 'allowed',
    ...(changed
      ? {
          update: {
            orderId: order.id,
            delivery_status: status,
            payment_status: paid ? 'paid' : order.paymentStatus,
          },
        }
      : {}),
  };
}

/** `applyTransition` in its own transaction, answering a refusal as a 409. */
export async function transition(db: Database, input: TransitionInput): Promise<TransitionResult> {
  const result = await db.transaction((tx) => applyTransition(tx, input));
  if (result.outcome === 'refused') throw refused(result.refusal ?? refusal('not_allowed'));
  return result;
}
