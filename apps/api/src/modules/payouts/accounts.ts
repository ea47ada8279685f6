/**
 * Sellers' payout accounts (decision 059): reading one, starting onboarding at the provider, the
 * simulated provider's form, and the provider's reports (`account.updated`). Every change of an
 * account's state runs in one transaction that also puts the seller's listings on or off 'taking
 * orders' (contract takesOrders; products.seller_taking_orders, with the catalogue's change
 * events) and, when the account became active, writes the 'payout-account-active' e-mail into the
 * outbox. Only the last four digits of an account number are ever stored, returned or logged.
 */
import {
  COMMERCE_MESSAGES,
  PAYOUT_MESSAGES,
  MESSAGES,
  PAYOUT_ACCOUNT_STATES,
  bankLast4,
  displayName,
  notStartedPayoutAccount,
  simulatedPayoutState,
  takesOrders,
  type PayoutAccount,
  type PayoutAccountState,
  type PayoutProvider,
  type SimulatedPayoutAccountRequest,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { setSellerListingsTakingOrders } from '../../platform/cache/catalogue-events.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError, badRequest } from '../../platform/http/errors.ts';
import { enqueue } from '../notifications/index.ts';
import {
  PaymentProviderError,
  SIMULATED_ACCOUNT_PREFIX,
  type PaymentProvider,
  type ProviderPayoutAccount,
} from '../payments/index.ts';
import { payoutAccounts, type PayoutAccountRow } from './tables.ts';

/** The storefront addresses Stripe sends a seller back to (decision 059), after PUBLIC_URL. */
export const ONBOARDING_RETURN_PATHS = {
  refresh: '/my-payouts?onboarding=refresh',
  return: '/my-payouts?onboarding=return',
} as const;

function stateOf(text: string): PayoutAccountState {
  return (PAYOUT_ACCOUNT_STATES as readonly string[]).includes(text)
    ? (text as PayoutAccountState)
    : 'not_started';
}

/** The contract PayoutAccount of a stored row. */
function accountOfRow(row: PayoutAccountRow): PayoutAccount {
  return {
    state: stateOf(row.state),
    provider: row.provider === 'stripe' ? 'stripe' : 'simulated',
    account_holder_name: row.accountHolderName,
    bank_last4: row.bankLast4,
  };
}

async function rowOf(db: Db, userId: number): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/**
 * The payout account of user `userId` (GET /payouts/account/): the stored one, or not_started with
 * `provider` (the shop's provider now) when they have none.
 */
export async function getPayoutAccount(
  db: Db,
  userId: number,
  provider: PayoutProvider,
): Promise<PayoutAccount> {
  const row = await rowOf(db, userId);
  return row ? accountOfRow(row) : notStartedPayoutAccount(provider);
}

/** What a change of a payout account sets; fields left out stay as they are. */
interface AccountChange {
  provider: PayoutProvider;
  state: PayoutAccountState;
  providerAccountId?: string;
  accountHolderName?: string | null;
  bankLast4?: string | null;
}

/**
 * Writes `change` to the payout account of `userId` in `tx` (the caller's transaction): locks the
 * seller's row first (FOR UPDATE; a listing inserted meanwhile waits, then reads the new state:
 * migration 018's trigger), upserts the account, sets the seller's listings taking orders or not
 * when takesOrders changed, and enqueues 'payout-account-active' when the account became active.
 * Returns the account as stored. Throws when the user does not exist.
 */
async function writeAccount(tx: Db, userId: number, change: AccountChange): Promise<PayoutAccount> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (user === undefined) throw new HttpError(404, MESSAGES.server.notFound);
  const before = await rowOf(tx, userId);
  const beforeState = before ? stateOf(before.state) : 'not_started';
  const values = {
    provider: change.provider,
    state: change.state,
    ...(change.providerAccountId !== undefined ? { providerAccountId: change.providerAccountId } : {}),
    ...(change.accountHolderName !== undefined ? { accountHolderName: change.accountHolderName } : {}),
    ...(change.bankLast4 !== undefined ? { bankLast4: change.bankLast4 } : {}),
  };
  const [row] = await tx
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (row === undefined) throw new Error('payout account upsert returned no row');
  if (takesOrders(change.state) !== takesOrders(beforeState))
    await setSellerListingsTakingOrders(tx, userId, takesOrders(change.state));
  if (change.state === 'active' && beforeState !== 'active') {
    const activatedAt = new Date().toISOString();
    await enqueue(
      tx,
      {
        kind: 'payout-account-active',
        payload: {
          to: user.email,
          name: user.firstName.trim() || displayName(user.id, user.firstName, user.lastName),
          activatedAt,
        },
      },
      `payout-account-active:${userId}:${activatedAt}`,
    );
  }
  return accountOfRow(row);
}

/**
 * Where the seller `user` goes to give their bank details (POST /payouts/account/onboarding/):
 * opens their account at `provider` when they have none there yet (idempotency key
 * `payout-account-user-{id}`), stores its id (state unchanged; not_started for a new one), and
 * returns the provider's onboarding address (Stripe: an Account Link back to `origin` +
 * ONBOARDING_RETURN_PATHS; the simulated provider: the local form). 502 COMMERCE_MESSAGES.payouts.save
 * when the provider fails.
 */
export async function startOnboarding(
  db: Db,
  provider: PaymentProvider,
  user: { id: number; email: string },
  origin: string,
): Promise<{ url: string }> {
  try {
    const row = await rowOf(db, user.id);
    let accountId = row?.provider === provider.name ? row.providerAccountId : null;
    if (accountId === null) {
      const created = await provider.createPayoutAccount({
        userId: user.id,
        email: user.email,
        idempotencyKey: `payout-account-user-${user.id}`,
      });
      accountId = created.id;
      const opened = accountId;
      await db.transaction((tx) =>
        writeAccount(tx, user.id, {
          provider: provider.name,
          state: row?.provider === provider.name ? stateOf(row.state) : 'not_started',
          providerAccountId: opened,
        }),
      );
    }
    return await provider.createOnboardingLink({
      accountId,
      refreshUrl: `${origin}${ONBOARDING_RETURN_PATHS.refresh}`,
      returnUrl: `${origin}${ONBOARDING_RETURN_PATHS.return}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, COMMERCE_MESSAGES.payouts.save);
    throw error;
  }
}

/**
 * The simulated provider's onboarding form (POST /payouts/account/simulated/; `body` already
 * checked by the contract's SimulatedPayoutAccountRequest): the state comes from the account
 * number (contract simulatedPayoutState: the test numbers of decision 059), and only its last
 * four digits are kept. 400 PAYOUT_MESSAGES.simulatedPayoutsOff while Stripe is the provider.
 */
export async function submitSimulatedAccount(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  body: SimulatedPayoutAccountRequest,
): Promise<PayoutAccount> {
  if (provider.name !== 'simulated') throw badRequest(PAYOUT_MESSAGES.simulatedPayoutsOff);
  const { id } = await provider.createPayoutAccount({
    userId,
    email: null,
    idempotencyKey: `payout-account-user-${userId}`,
  });
  return db.transaction((tx) =>
    writeAccount(tx, userId, {
      provider: 'simulated',
      state: simulatedPayoutState(body.account_number),
      providerAccountId: id,
      accountHolderName: body.account_holder_name,
      bankLast4: bankLast4(body.account_number),
    }),
  );
}

/**
 * Applies the provider's report of a payout account (`account.updated`, decision 059): finds the
 * seller by the account's id (else by its metadata `user_id`) and stores its state, holder and
 * last four digits. An account the shop does not know is logged (its id only) and ignored.
 */
export async function applyProviderAccountUpdate(
  db: Db,
  providerName: PayoutProvider,
  account: ProviderPayoutAccount,
  log: FastifyBaseLogger,
): Promise<void> {
  const [known] = await db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerAccountId, account.accountId));
  const userId = known?.userId ?? account.userId;
  if (userId === null) {
    log.warn({ account: account.accountId }, 'payout account update for an unknown account');
    return;
  }
  await db.transaction((tx) =>
    writeAccount(tx, userId, {
      provider: providerName,
      state: account.state,
      providerAccountId: account.accountId,
      ...(account.accountHolderName !== null ? { accountHolderName: account.accountHolderName } : {}),
      ...(account.bankLast4 !== null ? { bankLast4: account.bankLast4 } : {}),
    }),
  );
}

/**
 * Makes each of `userIds` an active seller (the demo seed, decision 059): an active simulated
 * payout account (holder and last four digits from `details`) when they have none, with their
 * listings taking orders. Users who already have an account are left as they are. In the
 * caller's transaction; sends no e-mail.
 */
export async function seedActivePayoutAccounts(
  tx: Db,
  accounts: readonly { userId: number; accountHolderName: string | null; bankLast4: string | null }[],
): Promise<void> {
  for (const account of accounts) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, account.userId));
    if (user === undefined) continue;
    const inserted = await tx
      .insert(payoutAccounts)
      .values({
        userId: account.userId,
        provider: 'simulated',
        providerAccountId: `${SIMULATED_ACCOUNT_PREFIX}${account.userId}`,
        state: 'active',
        accountHolderName: account.accountHolderName,
        bankLast4: account.bankLast4,
      })
      .onConflictDoNothing()
      .returning({ userId: payoutAccounts.userId });
    if (inserted.length > 0) await setSellerListingsTakingOrders(tx, account.userId, true);
  }
}
